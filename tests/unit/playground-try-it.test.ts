/**
 * The API reference's "Try it" links (src/playground/try-it.ts, from each control's entry): every row whose prop the playground
 * covers has one, in both locales, and each opens the playground with the prop set to something other
 * than its default, an address the playground reads whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROLS } from '../../src/playground/controls';
import { TRY_IT_TEXT, tryIt, tryItLinks } from '../../src/playground/try-it';
import { initialState, readState, writeState } from '../../src/playground/url-state';

const ROOT = join(__dirname, '..', '..');
const TRY_IT = tryItLinks('en-US');
const PAGES = [
  { file: 'index.md', base: '/playground', locale: 'en-US', text: TRY_IT_TEXT['en-US'] },
  { file: 'index.zh-CN.md', base: '/zh-CN/playground', locale: 'zh-CN', text: TRY_IT_TEXT['zh-CN'] },
] as const;

describe('the API reference’s Try it links', () => {
  it('cover every control’s row, and the data choice’s', () => {
    // A prop only @rc-component/cascader has has no row in the API reference, which documents rc-cascader.
    const rows = CONTROLS.filter((control) => !control.onlyIn);
    expect(rows.length).toBe(CONTROLS.length - 1);
    expect(rows.filter((control) => !TRY_IT[control.anchor]).map((control) => control.name)).toEqual([]);
    expect(TRY_IT['api-options']).toBe('options=regions');
  });

  it('are in each such row of both locales, and in no other', () => {
    for (const { file, base, locale, text } of PAGES) {
      const rows = readFileSync(join(ROOT, 'docs', file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('| <span id="api-'));
      for (const row of rows) {
        const anchor = /id="(api-[\w-]+)"/.exec(row)![1];
        const links = [...row.matchAll(/\[([^\]]+)\]\((\/[^)]*playground[^)]*)\)/g)].map(([, label, href]) => `${label} ${href}`);
        const query = tryIt(anchor, locale);
        expect(links, `${file} ${anchor}`).toEqual(query ? [`${text} ${base}?${query}`] : []);
      }
    }
  });

  it('set their prop to something other than the default, in an address read whole', () => {
    for (const { locale } of PAGES) {
      for (const anchor of Object.keys(TRY_IT)) {
        const query = tryIt(anchor, locale)!;
        const read = readState(`?${query}`, locale);
        expect(read.ignored, anchor).toEqual([]);
        expect(writeState(read.state, locale), anchor).not.toBe(writeState(initialState(locale), locale));
        expect(new URLSearchParams(writeState(read.state, locale)), anchor).toEqual(new URLSearchParams(query));
      }
    }
  });

  it('set a text in the language of the page they are on', () => {
    expect(new URLSearchParams(tryIt('api-placeholder', 'zh-CN')).get('placeholder')).toBe('选择农产品');
    expect(new URLSearchParams(tryIt('api-placeholder', 'en-US')).get('placeholder')).toBe('Choose produce');
  });
});
