/**
 * Prerendered content kept as the server wrote it (see .dumi/theme/builtins/Table.tsx) holds plain
 * anchors, not the router's links. A click on one is routed on the client when a router link would
 * have been: a plain left click, on a link to this site that opens in the same tab.
 */

/** The parts of a click this needs; a DOM MouseEvent has them all. */
export interface LinkClick {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The path (with query and hash) to navigate to on the client for this click, or `null` to let the
 * browser follow the link itself (or when the click is not on a link).
 */
export function internalLinkTarget(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const target = click.target as { closest?: (selector: string) => unknown } | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
