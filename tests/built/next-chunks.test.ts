/**
 * Where the build put the scoped copy of @rc-component/cascader that every 1.x demo and the playground
 * render (src/package-choice/client/next-cascader.tsx, with its stylesheet as a string): in one chunk of
 * its own, loaded only once 1.x is chosen (src/package-choice/node/next-demos-plugin.ts). Were it copied
 * into each demo's 1.x chunk, a page would fetch its stylesheet once for every demo it switches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { NEXT_CASCADER_SCOPED_CSS } from '../../src/generated/next-cascader-css';
import { builtRoutes, DIST } from '../support/site';
import { builtPage } from '../support/built-html';

const scripts = readdirSync(DIST).filter((name) => name.endsWith('.js'));
/** The stylesheet's first rule's selector, as the chunk's string holds it. */
const marker = NEXT_CASCADER_SCOPED_CSS.slice(0, NEXT_CASCADER_SCOPED_CSS.indexOf('{')).trim();

test('the scoped copy of 1.x and its stylesheet are in one chunk of their own', () => {
  expect(marker).toMatch(/^\.site-cascader-next \./);
  const holding = scripts.filter((name) => readFileSync(join(DIST, name), 'utf8').includes(marker));
  expect(holding).toEqual([expect.stringMatching(/^next-cascader\.[0-9a-f]+\.async\.js$/)]);
});

test('no page loads that chunk before 1.x is chosen', () => {
  const chunk = scripts.find((name) => name.startsWith('next-cascader.'));
  expect(chunk).toBeDefined();
  for (const route of builtRoutes()) expect(builtPage(route.path).html, route.path).not.toContain(chunk);
});
