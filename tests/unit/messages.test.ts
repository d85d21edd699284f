import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/site';
import { SITE_MESSAGES, siteMessage, type SiteMessageId } from '../../src/site/messages';
import { ROOT } from '../support/site';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return ['tmp', 'tmp-production', 'generated'].includes(name) ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the site's own interface text", () => {
  const english = SITE_MESSAGES['en-US'];

  it('exists in every locale, with the same placeholders, and none left empty', () => {
    for (const { id } of LOCALES) {
      const messages = SITE_MESSAGES[id];
      expect(Object.keys(messages).sort(), id).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as SiteMessageId[]) {
        expect(messages[key].trim(), `${id} ${key}`).not.toBe('');
        expect(placeholders(messages[key]), `${id} ${key}`).toEqual(placeholders(english[key]));
      }
    }
  });

  it('holds every message id the theme and the site code ask for', () => {
    const asked = new Set<string>();
    for (const file of [...sources(join(ROOT, '.dumi')), ...sources(join(ROOT, 'src'))]) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/\bid(?:=|:\s*)["'{]*['"](site\.[\w.]+)['"]/g)) asked.add(id);
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/siteMessage\([^,]+,\s*'(site\.[\w.]+)'/g)) asked.add(id);
    }
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((id) => !(id in english))).toEqual([]);
  });

  it('is read outside React by the page language, English when it is not a locale of the site', () => {
    expect(siteMessage('zh-CN', 'site.header.menu')).toBe('菜单');
    expect(siteMessage('en', 'site.header.menu')).toBe('Menu');
    expect(siteMessage('fr', 'site.header.menu')).toBe('Menu');
    expect(siteMessage('en', 'site.part.load.failed', { part: 'Search' })).toMatch(/^Search did not load/);
  });
});
