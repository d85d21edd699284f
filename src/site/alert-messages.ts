/**
 * The site's messages that code outside React shows in an alert (a failed demo export), kept apart
 * from messages.ts, which includes them, so that the client bundle carries these few and not every
 * message of the site.
 */
import { LOCALES, localeById, type LocaleId } from './index';

export const ALERT_MESSAGES = {
  'en-US': {
    'site.export.failed': 'The demo could not be exported: part of this site failed to load. Check your connection and try again.',
  },
  'zh-CN': {
    'site.export.failed': '无法导出示例：本站的部分内容加载失败。请检查网络连接后再试。',
  },
} as const satisfies Record<LocaleId, Record<string, string>>;

export type AlertMessageId = keyof (typeof ALERT_MESSAGES)['en-US'];

/** The locale whose `<html lang>` is `lang` (English for any other). */
export function localeOfLang(lang: string): LocaleId {
  return LOCALES.find((candidate) => candidate.lang === lang)?.id ?? localeById(lang).id;
}

/** An alert's message in the locale whose `<html lang>` is `lang`. */
export function alertMessage(lang: string, id: AlertMessageId): string {
  return ALERT_MESSAGES[localeOfLang(lang)][id];
}
