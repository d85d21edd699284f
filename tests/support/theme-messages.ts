/**
 * The theme's text in a locale, for the tests of both runners (no test runner is imported here).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LocaleId } from '../../src/site';
import { SITE_MESSAGES } from '../../src/site/messages';
import { ROOT } from './site';

const require = createRequire(join(ROOT, 'package.json'));

/** The theme's text for `id` in a locale: dumi's default theme's messages, with the site's own added. */
export function themeMessage(locale: LocaleId, id: string): string {
  const dumi = require(`dumi/theme-default/locales/${locale}.json`) as Record<string, string>;
  const message = ({ ...dumi, ...SITE_MESSAGES[locale] } as Record<string, string>)[id];
  if (message === undefined) throw new Error(`The theme has no ${locale} message "${id}".`);
  return message;
}
