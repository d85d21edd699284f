/** The meta descriptions of the pages whose text the theme writes itself. */

type Format = (id: 'site.demo.description' | 'site.demo.description.untitled', values?: Record<string, string>) => string;

/**
 * The meta description of a standalone demo page (/~demos/:id): the demo's own description (plain
 * text), or one made from its title when the demo has none.
 */
export function demoDescription(title: string | undefined, description: string | undefined, format: Format): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (text) return text;
  return title ? format('site.demo.description', { title }) : format('site.demo.description.untitled');
}
