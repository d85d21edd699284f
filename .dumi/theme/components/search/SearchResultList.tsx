// The search results, loaded on the first search (.dumi/theme/slots/SearchResult.tsx, through ./result-list-loader.ts).
// Why a list of our own: the default builds every result before the first paint, leaves the keyboard's highlight out of view below the fold, listens for the keys from a passive effect (a key pressed as the results appear went unheard) and shows a result's title cut to its last 20 characters before the first match ("...cading select - showSearch"); this one paints the first screen of results first, scrolls the highlight into view, listens from the moment the results are painted, and shows each title whole with its page as a breadcrumb. Its markup and classes are the default's, whose stylesheet it keeps.
import { FormattedMessage, history, Link, useIntl, useLocation, useNavData } from 'dumi';
import React, { Fragment, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  highlightWords,
  type HighlightedText,
  type HintType,
  type SearchAnswer,
  type SearchHint,
} from '../../../../src/search/client/search-engine';
import { afterNextPaint, FIRST_STEP_RESULTS, leadingResults } from './search-results';
import { bar, frame, icon, IconAlignLeft, IconCube, polyline } from '../icons';

export interface SearchResultListProps {
  /** The worker's answer (src/search/client/site-search.ts). */
  data: SearchAnswer;
  /** Called when a result is followed, by a click or Enter. */
  onItemSelect?: (hint: SearchHint) => void;
}

/** The icon before a result, by what it found: a heading, a page, a paragraph, a demo. */
const TYPE_ICONS: Record<HintType, ReturnType<typeof icon>> = {
  title: icon(bar(9.5, 3.5, 7.5, 20.5) + bar(16.5, 3.5, 14.5, 20.5) + bar(4, 8.5, 20, 8.5) + bar(4, 15.5, 20, 15.5)),
  page: icon(frame(4.5, 2, 15, 20) + bar(8.5, 8, 15.5, 8) + bar(8.5, 12, 15.5, 12) + bar(8.5, 16, 12.5, 16)),
  content: IconAlignLeft,
  demo: IconCube,
};

/** The icon of "no results": an empty tray. */
const IconEmpty = icon(frame(2.5, 4, 19, 16) + polyline([3.5, 13], [8.5, 13], [10, 16], [14, 16], [15.5, 13], [20.5, 13]));

/** A result as the list shows it. */
interface Item {
  /** Its place among the results, for the arrow keys. */
  index: number;
  hint: SearchHint;
  title: HighlightedText[];
  crumbs: HighlightedText[];
}

/** The answer as the list shows it: each group's title and results. */
interface ShownGroup {
  title: string;
  hints: Item[];
}

type Nav = ReturnType<typeof useNavData>;

/** Each answer as the list shows it, made once: the same groups for the same answer. */
const readableAnswers = new WeakMap<SearchAnswer, ShownGroup[]>();

/** The nav's title for the page a link is on, if the nav lists it. */
function navTitleOf(nav: Nav, link: string): string | undefined {
  const path = link.replace(/[?#].*$/, '');
  return nav.find((item) => path === item.link || (item.activePath && path.startsWith(`${item.activePath}/`)))?.title;
}

/**
 * The answer's results, readable: each title whole (the worker's is "Page - Section", cut to its
 * last 20 characters before the first match) with the words the worker matched marked in it, and
 * its page as a short breadcrumb ("Demo › Disabled"): the label the index gives it, after the
 * nav's title for its page, its matches marked as well (the worker counts the page's title as part
 * of a section's). The results come in one group without a title: it gets `groupTitle`.
 */
function readable(answer: SearchAnswer, groupTitle: string, nav: Nav): ShownGroup[] {
  let shown = readableAnswers.get(answer);
  if (shown) return shown;
  let index = 0;
  shown = answer.map((group) => ({
    title: group.title || groupTitle,
    hints: group.hints.map((hint) => {
      const { label } = hint;
      const navTitle = navTitleOf(nav, hint.link);
      const crumbs = navTitle && navTitle !== label.pageTitle ? [navTitle, ...label.crumbs] : label.crumbs;
      const matched = [...hint.highlightTitleTexts, ...hint.highlightTexts].filter((piece) => piece.highlighted).map((piece) => piece.text);
      return {
        index: index++,
        hint,
        title: highlightWords(label.title, matched),
        crumbs: crumbs.length ? highlightWords(crumbs.join(' › '), matched) : [],
      };
    }),
  }));
  readableAnswers.set(answer, shown);
  return shown;
}

/** The groups to show: their first results until they have been painted, then all of them. */
function useResultsInSteps(groups: ShownGroup[]): readonly ShownGroup[] {
  const leading = useMemo(() => leadingResults(groups, FIRST_STEP_RESULTS), [groups]);
  const [complete, setComplete] = useState<ShownGroup[] | null>(null);
  // Scheduled as the first screen is committed: the rest comes in once that has been painted.
  useLayoutEffect(() => (leading === groups ? undefined : afterNextPaint(() => setComplete(groups))), [groups, leading]);
  return complete === groups ? groups : leading;
}

function Highlight({ texts }: { texts: readonly HighlightedText[] }) {
  return texts.map((piece, at) => <Fragment key={at}>{piece.highlighted ? <mark>{piece.text}</mark> : piece.text}</Fragment>);
}

export default function SearchResultList({ data, onItemSelect }: SearchResultListProps) {
  const intl = useIntl();
  const nav = useNavData();
  const { pathname } = useLocation();
  const groupTitle = intl.formatMessage({ id: 'site.search.results' });
  const groups = readable(data, groupTitle, nav);
  const shown = useResultsInSteps(groups);
  const items = shown.flatMap((group) => group.hints);
  // The highlighted result of this answer (-1: none); a new answer starts with none.
  const [highlight, setHighlight] = useState({ answer: data, index: -1 });
  const active = highlight.answer === data ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ answer: data, index });
  const box = useRef<HTMLDivElement>(null);

  const select = (hint: SearchHint) => {
    onItemSelect?.(hint);
    // Following a result on this page with no anchor goes back to its top.
    const url = new URL(hint.link, location.origin);
    if (url.pathname === pathname && !url.hash) setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 1);
  };

  // A layout effect, so that the keys are heard from the moment the results are painted (a passive
  // effect may run a task later, when a key pressed as the results appear has gone by).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && items.length) setActive((active + 1) % items.length);
      else if (event.key === 'ArrowUp' && items.length) setActive((active + items.length - 1) % items.length);
      else if (event.key === 'Enter' && items[active]) {
        const { hint } = items[active];
        history.push(hint.link);
        select(hint);
        (document.activeElement as HTMLElement | null)?.blur();
      }
      if (event.key === 'Escape' || event.key === 'Enter') setActive(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  // The highlighted result is kept in view inside the scrolling list.
  useLayoutEffect(() => {
    if (active >= 0) box.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    // No box of its own (`display: contents`): the list stays the popover's scrolling flex item.
    // Busy until the results below the first screen are in.
    <div ref={box} style={{ display: 'contents' }} aria-busy={shown !== groups || undefined}>
      <div
        className="dumi-default-search-result"
        onMouseEnter={() => setActive(-1)}
        // A press keeps the focus in the box; the results close only once the click has landed.
        onMouseDownCapture={(event) => event.preventDefault()}
        onMouseUpCapture={() => (document.activeElement as HTMLElement | null)?.blur()}
      >
        {items.length ? (
          <dl>
            {shown.map((group, at) => (
              <Fragment key={at}>
                <dt>{group.title}</dt>
                {group.hints.map((item) => {
                  const TypeIcon = TYPE_ICONS[item.hint.type];
                  return (
                    <dd key={item.index}>
                      <Link to={item.hint.link} data-active={active === item.index || undefined} onClick={() => select(item.hint)}>
                        <TypeIcon />
                        <h4>
                          <Highlight texts={item.title} />
                          {item.crumbs.length ? (
                            <span className="site-search-crumbs">
                              <Highlight texts={item.crumbs} />
                            </span>
                          ) : null}
                        </h4>
                        <p>
                          <Highlight texts={item.hint.highlightTexts} />
                        </p>
                      </Link>
                    </dd>
                  );
                })}
              </Fragment>
            ))}
          </dl>
        ) : (
          <div className="dumi-default-search-empty">
            <IconEmpty />
            <FormattedMessage id="search.not.found" />
          </div>
        )}
      </div>
    </div>
  );
}
