/**
 * A dumi plugin: adds the site's own interface text (src/site/messages.ts) to the theme's messages
 * of each locale, through dumi's `modifyTheme`, so that the theme overrides read it with `useIntl`
 * like dumi's own (for example `site.header.menu`).
 */
import type { IApi } from 'dumi';
import { SITE_MESSAGES } from '../site/messages';

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  api.modifyTheme((memo) => {
    const locales = { ...memo.locales };
    for (const [id, messages] of Object.entries(SITE_MESSAGES)) locales[id] = { ...locales[id], ...messages };
    return { ...memo, locales };
  });
};
