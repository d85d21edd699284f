// The @rc-component/cascader 1.x API reference of a page, as the browser's bundle has it: the page's
// Markdown holds `<NextApiReference page="index">` in its place, and the section itself is a chunk of
// its own (src/package-choice/node/next-reference.ts), which loads when 1.x is chosen.
// - A page the visitor opened is prerendered with the section's heading, a status line and the anchors
//   of its rows: hydration keeps that block as the server wrote it (useKeptFromServer), shown or hidden
//   with its line by the stylesheet. Once 1.x is chosen, the section's chunk renders the rows.
// - A page reached by a link in the site renders the section when 1.x is chosen (at once when its chunk
//   is already loaded); on rc-cascader the section is empty, as it is hidden anyway.
// - A chunk that fails twice says so in the section's place, with the reload offer.
import { NEXT_REFERENCES } from '@@/next-reference/index';
import { FormattedMessage } from 'dumi';
import React, { useEffect, useState, type ComponentType } from 'react';
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { usePackageChoice } from '../../../src/package-choice/client/store';
import { loadOncePerKey } from '../../../src/runtime/load-once';
import { ReloadOffer } from '../../../src/runtime/reload-offer';
import { useKeptFromServer } from '../lib/kept-from-server';

const loaded = new Map<string, ComponentType>();

/** The page's section, loaded once; it is kept for the next time the page renders. */
const loadSection = loadOncePerKey(async (page): Promise<ComponentType> => {
  const importSection = NEXT_REFERENCES[page];
  if (!importSection) throw new Error(`No 1.x API reference for the page ${page}`);
  const { default: Section } = await importSection();
  loaded.set(page, Section);
  return Section;
});

/** @public dumi renders a builtin by its default export where a page's Markdown names it. */
export default function NextApiReference({ page }: { page: string }) {
  const chosen = usePackageChoice() === NEXT_PACKAGE;
  const kept = useKeptFromServer();
  const [Section, setSection] = useState(() => loaded.get(page));
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!chosen || Section) return undefined;
    let current = true;
    loadSection(page).then(
      (component) => current && setSection(() => component),
      (error: Error) => current && setFailure(error.message),
    );
    return () => {
      current = false;
    };
  }, [chosen, Section, page]);

  if (Section && (chosen || !kept)) return <Section />;
  if (kept && !failure) {
    return (
      <div
        key="prerendered"
        className="markdown"
        data-package-line={NEXT_PACKAGE}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="rendered" className="markdown" data-package-line={NEXT_PACKAGE}>
      {failure ? (
        <ReloadOffer part="reference" reason={failure} />
      ) : (
        chosen && (
          <p role="status" className="site-tab-loading">
            <FormattedMessage id="site.tab.loading" />
          </p>
        )
      )}
    </div>
  );
}
