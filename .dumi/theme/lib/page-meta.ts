/** Titles and meta descriptions of the pages whose text the theme writes itself. */

/** The not-found page (404.html): its title in the browser's tab and its description in search results. */
export const NOT_FOUND_META = {
  title: 'Page not found',
  description:
    'There is no page at this address on the rc-cascader documentation site. The homepage leads to the guide, the live demos and the API reference.',
};

/**
 * The meta description of a standalone demo page (/~demos/:id): the demo's own description (plain
 * text), or one made from its title when the demo has none.
 */
export function demoDescription(title: string | undefined, description: string | undefined): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (text) return text;
  return title ? `${title}: a live rc-cascader demo.` : 'A live rc-cascader demo.';
}
