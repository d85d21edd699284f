/**
 * What the Markdown copy of /versions (src/plugins/markdown-copies/) says in place of the
 * `<Converter></Converter>` builtin, which only runs in a browser: where it is, and the renames it
 * makes, read from the one rule table (./rules.ts).
 */
import type { LocaleId } from '../site';
import { DEFAULT_PACKAGE, NEXT_PACKAGE } from './packages';
import { PROP_RULES, TYPE_RULES } from './rules';

/** The id of the converter's heading on /versions (both locales). */
const CONVERTER_ANCHOR = 'convert-3x-code';

/** The line of a page's Markdown that places the converter. */
export const CONVERTER_TAG = /^\s*<Converter\s*(?:\/>|><\/Converter>)\s*$/;

const TEXT: Record<LocaleId, { intro: string; props: string; search: string; types: string }> = {
  'en-US': {
    intro:
      'The converter itself runs in the browser, on this page: {page}. It rewrites {from} to {to} in imports and in the stylesheet’s path, and these names where an import from {from} binds them (JSX attributes, props objects, `CascaderProps` types):',
    props: 'Props:',
    search: 'Moved into the `showSearch` object:',
    types: 'Types:',
  },
  'zh-CN': {
    intro:
      '转换器本身在浏览器中运行，就在本页：{page}。它把导入语句和样式表路径中的 {from} 改为 {to}，并在从 {from} 导入所绑定的地方（JSX 属性、属性对象、`CascaderProps` 类型）改写以下名称：',
    props: '属性：',
    search: '移入 `showSearch` 对象：',
    types: '类型：',
  },
};

/** The Markdown standing for the converter on `pageUrl`. */
export function converterMarkdown(locale: LocaleId, pageUrl: string): string {
  const text = TEXT[locale];
  const renames = PROP_RULES.filter((rule) => rule.table !== 'showSearch').map((rule) => `- \`${rule.from}\` → \`${rule.to}\``);
  const moved = PROP_RULES.filter((rule) => rule.table === 'showSearch').map((rule) => `- \`${rule.from}\` → \`${rule.to}\``);
  const types = TYPE_RULES.map((rule) => `- \`${rule.from}\` → \`${rule.to}\``);
  return [
    text.intro
      .replace('{page}', `[${pageUrl}#${CONVERTER_ANCHOR}](${pageUrl}#${CONVERTER_ANCHOR})`)
      .replaceAll('{from}', `\`${DEFAULT_PACKAGE}\``)
      .replace('{to}', `\`${NEXT_PACKAGE}\``),
    text.props,
    renames.join('\n'),
    text.search,
    moved.join('\n'),
    text.types,
    types.join('\n'),
  ].join('\n\n');
}
