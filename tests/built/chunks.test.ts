/**
 * Where the build put modules that several chunks import, read from dist/ without a browser. Each
 * is under webpack's 20 KB threshold for a shared chunk of its own, so webpack would copy it into
 * every chunk that imports it, and a page would fetch it once for each of them:
 * - React DOM's shared internals (`react-dom`, which the client renderer and the demos' libraries
 *   import) are in the entry alone, which every page loads first (src/stand-ins/umi-entry.ts);
 * - the scoped copy of @rc-component/cascader that every 1.x demo and the playground render
 *   (src/package-choice/client/next-cascader.tsx, with its stylesheet as a string) is one chunk of its
 *   own, loaded only once 1.x is chosen (src/package-choice/node/next-demos-plugin.ts);
 * - the skip link is in the global layout's chunk alone: the documentation and demo layouts take the
 *   id it leads to from a module of its own (.dumi/theme/lib/main-content.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { NEXT_CASCADER_SCOPED_CSS } from '../../src/generated/next-cascader-css';
import { builtRoutes, DIST } from '../support/site';
import { builtPage } from '../support/built-html';

const scripts = readdirSync(DIST).filter((name) => name.endsWith('.js'));
const holding = (text: string) => scripts.filter((name) => readFileSync(join(DIST, name), 'utf8').includes(text));

test("React DOM's shared internals are in the entry alone", () => {
  // The one statement that defines them; the client renderer only reads the property.
  expect(holding('.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=')).toEqual([
    expect.stringMatching(/^umi\.[0-9a-f]+\.js$/),
  ]);
});

test('the scoped copy of 1.x and its stylesheet are in one chunk of their own', () => {
  // The stylesheet's first selector, as the chunk's string holds it.
  const marker = NEXT_CASCADER_SCOPED_CSS.slice(0, NEXT_CASCADER_SCOPED_CSS.indexOf('{')).trim();
  expect(marker).toMatch(/^\.site-cascader-next \./);
  expect(holding(marker)).toEqual([expect.stringMatching(/^next-cascader\.[0-9a-f]+\.async\.js$/)]);
});

test('no page loads that chunk before 1.x is chosen', () => {
  const chunk = scripts.find((name) => name.startsWith('next-cascader.'));
  expect(chunk).toBeDefined();
  for (const route of builtRoutes()) expect(builtPage(route.path).html, route.path).not.toContain(chunk);
});

test("the skip link's code is in the global layout's chunk alone", () => {
  // Its class name, which only the link's own module writes.
  expect(holding('"site-skip-link"')).toEqual([expect.stringMatching(/^dumi__theme__layouts__GlobalLayout\.[0-9a-f]+\.async\.js$/)]);
});

test("each home page's 1.x API reference is in a chunk of its own, not in the page's", () => {
  // A row's anchor (`<span id="api-next-checkstrictly">` in the Markdown); demo pages only link to it.
  const holders = holding('"api-next-checkstrictly"');
  expect(holders.sort()).toEqual([
    expect.stringMatching(/^next-reference-index\.[0-9a-f]+\.async\.js$/),
    expect.stringMatching(/^next-reference-index\.zh-CN\.[0-9a-f]+\.async\.js$/),
  ]);
  // The prerendered pages keep the section's anchors, and load no chunk of it.
  for (const path of ['/', '/zh-CN']) {
    const { html } = builtPage(path);
    expect(html, path).toContain('id="api-next-checkstrictly"');
    for (const chunk of holders) expect(html, path).not.toContain(chunk);
  }
});
