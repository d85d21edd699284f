/**
 * The built pages as the server sends them, parsed once with parse5 (the HTML standard's parser,
 * as a browser builds its tree): for the tests that read dist/ without a browser (tests/built/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';
import { DIST } from './site';

type Node = DefaultTreeAdapterMap['node'];
type Document = DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];

export interface BuiltPage {
  path: string;
  bytes: Buffer;
  html: string;
  document: Document;
}

/** The file the build wrote for a route: `/` → `dist/index.html`, `/a/b` → `dist/a/b/index.html`. */
function builtFile(path: string, dist = DIST): string {
  return join(dist, ...path.split('/').filter(Boolean), 'index.html');
}

const cache = new Map<string, BuiltPage>();

/** The built page of a route, read and parsed once per run. */
export function builtPage(path: string): BuiltPage {
  let page = cache.get(path);
  if (!page) {
    const bytes = readFileSync(builtFile(path));
    const html = bytes.toString('utf8');
    page = { path, bytes, html, document: parse(html) };
    cache.set(path, page);
  }
  return page;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `root` (itself excluded) that `test` accepts, in document order. */
export function findAll(root: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) {
      if (isElement(child) && test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

export const hasClass = (element: Element, name: string): boolean => (attr(element, 'class') ?? '').split(/\s+/).includes(name);

/** Elements by tag name. */
export const byTag = (root: Parameters<typeof findAll>[0], tagName: string) => findAll(root, (el) => el.tagName === tagName);

/** Elements by class. */
export const byClass = (root: Parameters<typeof findAll>[0], name: string) => findAll(root, (el) => hasClass(el, name));

/** The text an element holds, as `textContent` gives it, less the scripts and styles inside it. */
export function textOf(node: Node, inner = false): string {
  if (node.nodeName === '#text') return (node as { value: string }).value;
  if (inner && isElement(node) && (node.tagName === 'script' || node.tagName === 'style')) return '';
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  return children.map((child) => textOf(child, true)).join('');
}

/** Collapses runs of white space, as a reader sees the text. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The one `<html>`, `<head>` and `<body>` of a page. */
export function parts(page: BuiltPage) {
  const html = byTag(page.document, 'html')[0];
  return { html, head: byTag(html, 'head')[0], body: byTag(html, 'body')[0] };
}

/** The head's `<meta>` and `<link>` tags, each as its attributes. */
export function headTags(page: BuiltPage): Record<string, string>[] {
  return findAll(parts(page).head, (el) => el.tagName === 'meta' || el.tagName === 'link').map((el) =>
    Object.fromEntries(el.attrs.map(({ name, value }) => [name, value])),
  );
}

/** The values of the head tags whose `property`, `name` or `rel` is `key`. */
export function headValues(page: BuiltPage, key: string): string[] {
  return headTags(page)
    .filter((tag) => tag.property === key || tag.name === key || tag.rel === key)
    .map((tag) => tag.content ?? tag.href);
}

/** An element's markup, as the build wrote it. */
export const outerHtml = (element: Element): string => serializeOuter(element);
