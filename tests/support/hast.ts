import type { HastNode } from '../../src/search/node/rehype-search-texts';

/** A text node as dumi's text step leaves it: its index in `texts` written into the node. */
export const text = (index: number): HastNode => ({
  type: 'text',
  data: { expression: { object: { property: { value: index } } } },
});

/** An element node. */
export const element = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
