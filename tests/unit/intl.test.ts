import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as ReactIntl from 'react-intl';
import { describe, expect, it } from 'vitest';
import * as SiteIntl from '../../src/stand-ins/react-intl';

/** Every message the site's theme can show: dumi's English texts and the two dumi adds itself. */
function siteMessages(): Record<string, string> {
  const theme = JSON.parse(
    readFileSync(new URL('../../node_modules/dumi/theme-default/locales/en-US.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const config = readFileSync(new URL('../../.dumirc.ts', import.meta.url), 'utf8');
  const editLink = /editLink: `https:\/\/github\.com\/\$\{SITE_REPOSITORY\}\/edit\/main\/\{filename\}`/.test(config)
    ? 'https://github.com/owner/repo/edit/main/{filename}'
    : '';
  expect(editLink, 'the edit link in .dumirc.ts has the {filename} argument').not.toBe('');
  return { ...theme, '$internal.edit.link': editLink };
}

const values = { filename: 'docs/demo/simple.md', id: 'Cascader' };

describe('the intl module that replaces react-intl in the build', () => {
  const messages = siteMessages();
  const ours = SiteIntl.createIntl({ locale: 'en-US', messages });
  const theirs = ReactIntl.createIntl({ locale: 'en-US', messages, onError: () => {} });

  it.each(Object.keys(messages))('formats %s exactly as react-intl does', (id) => {
    expect(SiteIntl.isSimpleMessage(messages[id])).toBe(true);
    expect(ours.formatMessage({ id }, values)).toBe(theirs.formatMessage({ id }, values));
    expect(ours.formatMessage({ id })).toBe(theirs.formatMessage({ id }));
  });

  it('tells apart the messages it cannot format: plurals, selects, typed arguments and tags', () => {
    expect(SiteIntl.isSimpleMessage('{count, plural, one {# item} other {# items}}')).toBe(false);
    expect(SiteIntl.isSimpleMessage('{kind, select, a {A} other {B}}')).toBe(false);
    expect(SiteIntl.isSimpleMessage('{n, number}')).toBe(false);
    expect(SiteIntl.isSimpleMessage('Read <b>this</b>')).toBe(false);
    expect(SiteIntl.isSimpleMessage("It's '{'literal'}'")).toBe(false);
    expect(SiteIntl.isSimpleMessage("Properties of {id} aren't found")).toBe(true);
  });

  it('gives back the shape it made for the same config from a cache, so that a provider stays as it was', () => {
    const cache = SiteIntl.createIntlCache();
    const english = { hi: 'Hello' };
    const first = SiteIntl.createIntl({ locale: 'en-US', messages: english }, cache);
    expect(SiteIntl.createIntl({ locale: 'en-US', messages: english }, cache)).toBe(first);
    // Other messages, another locale, or no cache: a shape of its own.
    const other = SiteIntl.createIntl({ locale: 'en-US', messages: { hi: 'Hi' } }, cache);
    expect(other).not.toBe(first);
    expect(other.formatMessage({ id: 'hi' })).toBe('Hi');
    expect(SiteIntl.createIntl({ locale: 'zh-CN', messages: english }, cache)).not.toBe(other);
    expect(SiteIntl.createIntl({ locale: 'en-US', messages: english })).not.toBe(first);
  });

  it('falls back to the default message, then the id, for a missing message', () => {
    expect(ours.formatMessage({ id: 'nope', defaultMessage: 'Default {id}' }, values)).toBe('Default Cascader');
    expect(ours.formatMessage({ id: 'nope' })).toBe('nope');
  });

  it('returns nodes when a value is an element, and FormattedMessage renders them', () => {
    const intl = SiteIntl.createIntl({ locale: 'en-US', messages: { hi: 'Hello {name}!' } });
    const parts = intl.formatMessage({ id: 'hi' }, { name: createElement('b', null, 'you') });
    expect(Array.isArray(parts)).toBe(true);
    const html = renderToStaticMarkup(
      createElement(
        SiteIntl.RawIntlProvider,
        { value: intl },
        createElement(SiteIntl.FormattedMessage, { id: 'hi', values: { name: createElement('b', null, 'you') } }),
      ),
    );
    expect(html).toBe('Hello <b>you</b>!');
  });

  it('renders dates, numbers and plurals as react-intl does', () => {
    const date = Date.UTC(2026, 10, 22, 7, 50);
    const render = (lib: typeof SiteIntl | typeof ReactIntl, intl: unknown) =>
      renderToStaticMarkup(
        createElement(
          lib.RawIntlProvider as never,
          { value: intl },
          createElement(lib.FormattedDate as never, { value: date, timeZone: 'UTC', dateStyle: 'medium' }),
          ' ',
          createElement(lib.FormattedNumber as never, { value: 1234.5 }),
          ' ',
          createElement(lib.FormattedPlural as never, { value: 2, one: 'demo', other: 'demos' }),
        ),
      );
    expect(render(SiteIntl, ours)).toBe(render(ReactIntl, theirs));
    expect(render(SiteIntl, ours)).toBe('Nov 22, 2026 1,234.5 demos');
  });

  it('useIntl outside a provider says what is missing', () => {
    const Probe = () => createElement('span', null, SiteIntl.useIntl().locale);
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(/IntlProvider/);
  });
});
