/**
 * The parts of a page that belong to one line of the cascader: a `##` section opened by a heading
 * whose id is a key of `PACKAGE_SECTIONS`, up to the next `##`. On the home page, `## API {#api}`
 * documents rc-cascader 3.x and `## API: @rc-component/cascader 1.x {#api-next}` documents 1.x.
 * The build marks each section with `data-package-line` (src/plugins/rehype-package-sections.ts),
 * the page's list of sections marks its entries alike (.dumi/theme/slots/Toc.tsx), and the stylesheet
 * shows only the chosen line's (.dumi/theme/package-sections.less). Every id inside the 1.x section
 * starts with `api-next`, so an address's `#hash` tells which line its target is on, before the
 * page's body exists (./inline-script.ts).
 */
import { DEFAULT_PACKAGE, NEXT_PACKAGE, type PackageName } from '../converter/packages';

/** The id of the 1.x reference's heading, which starts every id inside it. */
export const NEXT_ANCHOR = 'api-next';

/** The `##` heading ids that open a section of one package line. */
export const PACKAGE_SECTIONS: Readonly<Record<string, PackageName>> = { api: DEFAULT_PACKAGE, [NEXT_ANCHOR]: NEXT_PACKAGE };

/** Whether an element id is in the 1.x reference: `api-next` itself or `api-next-…`. */
export function isNextAnchor(id: string): boolean {
  return id === NEXT_ANCHOR || id.startsWith(`${NEXT_ANCHOR}-`);
}

/**
 * The line each entry of a page's list of sections belongs to (undefined for the sections of
 * both), from the entries' ids and depths in page order.
 */
export function sectionLines(entries: readonly { id: string; depth: number }[]): (PackageName | undefined)[] {
  let line: PackageName | undefined;
  return entries.map(({ id, depth }) => {
    if (depth <= 2) line = PACKAGE_SECTIONS[id];
    return line;
  });
}
