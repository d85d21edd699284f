/**
 * The header's colour switch and the footer of every documentation page, in the HTML the build wrote.
 * What the switch does (the stored choice, the system's scheme) is checked in the browser
 * (tests/e2e/colour-mode/).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { attr, builtPage, byClass, byTag, squash, textOf } from '../support/built-html';
import { docPages, ROOT } from '../support/site';
import { themeMessage } from '../support/theme-messages';

const pages = docPages();

test.each(pages)('$path: the colour switch offers the light and dark modes and the system’s, in its language', ({ path, locale }) => {
  const [header] = byClass(builtPage(path).document, 'dumi-default-header');
  const select = byTag(header, 'select').find((element) => attr(element, 'aria-label') === themeMessage(locale, 'site.colour.mode'));
  expect(select, 'the colour switch').toBeDefined();
  expect(byTag(select!, 'option').map((option) => squash(textOf(option)))).toEqual(
    ['light', 'dark', 'auto'].map((mode) => themeMessage(locale, `header.color.mode.${mode}`)),
  );
});

test.each(pages)('$path: the footer says when the page was last updated, and links to edit its source', ({ path, locale, source }) => {
  const [footer] = byClass(builtPage(path).document, 'dumi-default-content-footer');
  expect(footer, 'the footer').toBeDefined();
  expect(squash(textOf(footer))).toContain(squash(themeMessage(locale, 'content.footer.last.updated')));
  const [time] = byTag(footer, 'time');
  expect(Number.isNaN(Date.parse(attr(time, 'datetime') ?? '')), 'a date in <time datetime>').toBe(false);

  const edit = byTag(footer, 'a').find((link) => squash(textOf(link)) === themeMessage(locale, 'content.footer.actions.edit'));
  const href = edit && attr(edit, 'href');
  const file = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/edit\/main\/(.+)$/.exec(href ?? '')?.[1];
  expect(file, href).toBe(source.split('\\').join('/'));
  expect(existsSync(join(ROOT, file!)), 'the edit link names a file of this repository').toBe(true);
});
