// Why: the default renders nothing until an effect has found the headings, so the list popped in under the sidebar link after hydration and moved the links below it.
import { history, Link, useLocation, useRouteMeta } from 'dumi';
import 'dumi/theme-default/slots/Toc/index.less';
import React, { Suspense, useEffect, useMemo, useState } from 'react';
import { usePageToc } from '../../../src/runtime/page-tocs';
import { useShownTab } from '../components/HydrationSafeTabs';
import { currentSection, listedSections } from '../lib/toc';
import { sectionLines } from '../../../src/package-choice/sections';

/** Where a section starts, from the top of the window; `null` while it is missing or not laid out. */
function topOf(id: string): number | null {
  const element = document.getElementById(id);
  // A section of a page still loading is in the document but hidden (`display: none`) by Suspense.
  if (!element || element.getClientRects().length === 0) return null;
  return element.getBoundingClientRect().top;
}

/**
 * The index of the section being read, followed as the window scrolls or resizes and as the page's
 * content loads or grows (client only).
 */
function useSectionInView(ids: readonly string[], hash: string): number {
  // The first section until the page has hydrated: the server renders the same, so they agree.
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const preferred = ids.indexOf(decodeURIComponent(hash.slice(1)));
    let frame = 0;
    const measure = () => {
      frame = 0;
      // The header stays at the top of the window, except on the home page (its hero's), where it
      // scrolls away with the page.
      const header = document.querySelector('.dumi-default-header');
      const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const view = { top, middle: top + (window.innerHeight - top) / 2 };
      setCurrent(currentSection(ids.map(topOf), view, preferred));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const grown = new ResizeObserver(schedule);
    grown.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      grown.disconnect();
    };
  }, [ids, hash]);

  return current;
}

/**
 * The list waits, behind a boundary of its own, for a page whose module brings its table of contents
 * (src/runtime/page-tocs.ts): while the page hydrates, the prerendered list stays as it is until then.
 */
export default function Toc() {
  return (
    <Suspense fallback={null}>
      <TocList />
    </Suspense>
  );
}

function TocList() {
  const { pathname, search: addressSearch, hash } = useLocation();
  const meta = useRouteMeta();
  // The sections of the content tab shown: the default tab's while a prerendered page hydrates at
  // `?tab=faq` (its HTML holds the default tab, HydrationSafeTabs), the FAQ's once it is shown.
  const { requested, shown, tab } = useShownTab();
  const tabMeta = tab?.meta;
  const search = requested !== null && shown === null ? '' : addressSearch;
  const page = tabMeta ?? meta;
  const toc = usePageToc(page);
  const sections = useMemo(() => listedSections(toc, (page.frontmatter as { tocDepth?: unknown }).tocDepth), [toc, page.frontmatter]);
  const ids = useMemo(() => sections.map(({ id }) => id), [sections]);
  // The entries of a section of one Package line are shown with it (../package-sections.less).
  const lines = useMemo(() => sectionLines(sections), [sections]);
  const current = useSectionInView(ids, hash);

  if (sections.length === 0) return null;
  return (
    <ul className="dumi-default-toc">
      {sections.map(({ id, depth, title }, index) => (
        <li key={id} data-depth={depth} data-package-line={lines[index]}>
          <Link
            to={`${search}#${encodeURIComponent(id)}`}
            className={index === current ? 'active' : undefined}
            onClickCapture={() => {
              // Following the link to the section already in the address would not scroll back to
              // it: drop the hash first, so the link's own navigation is a change the theme acts on.
              if (decodeURIComponent(hash.slice(1)) === id) history.replace(`${pathname}${search}`);
            }}
          >
            {title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
