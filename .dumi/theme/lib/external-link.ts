/**
 * Whether a link written in a page's front matter (a hero action, a feature's title) leaves the
 * site: an address with a scheme and host (`https://…`), or a `mailto:` or `tel:` link. Anything
 * else is a path of this site.
 */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(link) || /^(mailto|tel):/i.test(link);
}
