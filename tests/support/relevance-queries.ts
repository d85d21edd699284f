/**
 * What a developer types into the header search, and the answers that count as right: the
 * relevance set. tests/built/search-relevance.test.ts asks the built index each query and requires a
 * right answer among the first three results; the browser tests type a sample into the header box.
 *
 * An answer is a link as the result gives it (path, query, hash). One with a `#` must match exactly,
 * and so must one that starts with `=` (`=/`: the home page itself); any other matches that page and
 * any anchor on it (`/demo/disabled` also accepts `/demo/disabled#docs-demo-disabled-demo-disabled-control`).
 *
 * Near misses: matching is by substring, case-insensitive, on words split at spaces (the
 * specification's rules), so another case (`loaddata`), a camel-case name typed as words
 * (`change on select`), a word cut short (`fieldname`, `getPopupCont`, `动态加`) and a hyphen left
 * out (`server side rendering`) match exactly. A word found nowhere in the locale is taken as
 * misspelt: the words one edit from it (from 4 letters) or two (from 8) count in its place, after
 * every exact match (src/search/client/search-engine.ts), so `dissabled`, `chnageOnSelect`, `keybord` work.
 */
import type { LocaleId } from '../../src/site';

export interface RelevanceQuery {
  query: string;
  locale: LocaleId;
  /** Links that count as a right answer (see above). */
  accept: readonly string[];
}

const en = (query: string, ...accept: string[]): RelevanceQuery => ({ query, locale: 'en-US', accept });
const zh = (query: string, ...accept: string[]): RelevanceQuery => ({ query, locale: 'zh-CN', accept });

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // The five queries of issue 27's table.
  en('loadData', '/#api-loaddata', '/demo/dynamic-options'),
  en('changeOnSelect', '/#api-changeonselect', '/demo/change-on-select'),
  en('disabled', '/demo/disabled', '/#api-disabled', '/#api-option-disabled'),
  en('option render', '/demo/option-render', '/#api-optionrender'),
  en('ssr', '/#server-side-rendering'),
  // Prop names.
  en('showSearch', '/#api-showsearch', '/#showsearch', '/demo/search'),
  en('fieldNames', '/#api-fieldnames', '/#fieldnames', '/demo/custom-field-name'),
  en('expandTrigger', '/#api-expandtrigger', '/demo/hover'),
  en('displayRender', '/#api-displayrender', '/demo/text-trigger'),
  en('dropdownRender', '/#api-dropdownrender', '/demo/dropdown-render'),
  en('getPopupContainer', '/#api-getpopupcontainer'),
  en('placement', '/#api-placement', '/demo/adjust-overflow'),
  en('checkable', '/#api-checkable', '/demo/multiple'),
  en('showCheckedStrategy', '/#api-showcheckedstrategy', '/demo/multiple'),
  en('defaultValue', '/#api-defaultvalue', '/demo/default-value'),
  en('optionRender', '/#api-optionrender', '/demo/option-render'),
  en('prefixCls', '/#api-prefixcls', '/#your-own-prefix'),
  en('popupVisible', '/#api-popupvisible', '/demo/visible'),
  en('isLeaf', '/#api-option-isleaf', '/demo/dynamic-options'),
  en('aria-label', '/#api-aria', '/#accessibility'),
  // 1.x's own names land on the rows of its reference (the page then shows the 1.x line).
  en('popupRender', '/#api-next-popuprender', '/#api-next-panel-popuprender'),
  en('checkStrictly', '/#api-next-checkstrictly', '/#api-next-panel-checkstrictly'),
  en('popup.listItem', '/#api-next-part-popup-listitem'),
  zh('checkStrictly', '/zh-CN/#api-next-checkstrictly', '/zh-CN/#api-next-panel-checkstrictly'),
  // Demo names.
  en('dynamic options', '/demo/dynamic-options'),
  en('multiple', '/demo/multiple', '/#multiple-selection', '/#api-checkable'),
  en('panel', '/demo/panel', '/#cascaderpanel'),
  en('hover', '/demo/hover', '/#api-expandtrigger'),
  en('animation', '/demo/animation', '/#api-animation'),
  en('text trigger', '/demo/text-trigger'),
  en('custom icons', '/demo/custom-arrow-icon'),
  en('controlled value', '/demo/value', '/#api-value'),
  // Tasks, in the words of someone who does not know the prop's name.
  en('load children on demand', '/demo/dynamic-options', '/#api-loaddata'),
  en('select parent', '/demo/change-on-select', '/#api-changeonselect', '/?tab=faq#how-do-i-let-users-select-a-parent'),
  en('custom label', '/demo/custom-field-name', '/#api-fieldnames', '/demo/option-render', '/#api-optionrender', '/#api-displayrender'),
  en('open the menu from code', '/demo/visible', '/#api-open'),
  en('keyboard', '/#keyboard-interaction'),
  en('install', '/#install'),
  en('dark mode', '/#theming'),
  en('tree select', '=/', '/#what-it-is'),
  en('limit search results', '/#api-showsearch-limit', '/?tab=faq#why-do-search-results-stop-at-50', '/demo/search'),
  en('form', '/demo/rc-form', '/?tab=faq#how-do-i-use-it-in-a-form'),
  en('upgrade', '/versions', '/?tab=faq#i-am-upgrading-from-an-older-version-where-did-my-prop-go'),
  en('changelog', '/changelog'),
  // Abbreviations.
  en('async', '/demo/dynamic-options', '/#api-loaddata'),
  en('lazy', '/demo/dynamic-options', '/#api-loaddata'),
  en('a11y', '/#accessibility'),
  en('rtl', '/#api-direction', '/demo/panel'),
  // Near misses that the rules support (see above).
  en('loaddata', '/#api-loaddata', '/demo/dynamic-options'),
  en('change on select', '/#api-changeonselect', '/demo/change-on-select'),
  en('fieldname', '/#api-fieldnames', '/#fieldnames', '/demo/custom-field-name'),
  en('multi select', '/demo/multiple', '/#multiple-selection', '/#api-checkable'),
  en('server side rendering', '/#server-side-rendering'),
  // Misspelt (a letter doubled, left out, swapped or wrong) and unfinished, in both locales.
  en('dissabled', '/demo/disabled', '/#api-disabled', '/#api-option-disabled'),
  en('chekable', '/#api-checkable', '/demo/multiple'),
  en('feildNames', '/#api-fieldnames', '/#fieldnames', '/demo/custom-field-name'),
  en('laodData', '/#api-loaddata', '/demo/dynamic-options'),
  en('multple', '/demo/multiple', '/#multiple-selection', '/#api-checkable'),
  en('placment', '/#api-placement', '/demo/adjust-overflow'),
  en('keybord', '/#keyboard-interaction'),
  en('serch', '/demo/search', '/#api-showsearch', '/#showsearch', '/#search'),
  en('chnageOnSelect', '/#api-changeonselect', '/demo/change-on-select'),
  en('expandTriger', '/#api-expandtrigger', '/demo/hover'),
  en('dropdownRendr', '/#api-dropdownrender', '/demo/dropdown-render'),
  en('animaton', '/demo/animation', '/#api-animation'),
  en('getPopupCont', '/#api-getpopupcontainer'),
  en('showCheckedStr', '/#api-showcheckedstrategy', '/demo/multiple'),
  en('optionRend', '/#api-optionrender', '/demo/option-render'),
  en('dynamic opt', '/demo/dynamic-options'),
  en('instal', '/#install'),
  zh('dissabled', '/zh-CN/demo/disabled', '/zh-CN/#api-disabled', '/zh-CN/#api-option-disabled'),
  zh('laodData', '/zh-CN/#api-loaddata', '/zh-CN/demo/dynamic-options'),
  zh('feildNames', '/zh-CN/#api-fieldnames', '/zh-CN/#fieldnames', '/zh-CN/demo/custom-field-name'),
  zh('placment', '/zh-CN/#api-placement', '/zh-CN/demo/adjust-overflow'),
  zh('动态加', '/zh-CN/demo/dynamic-options', '/zh-CN/#api-loaddata'),
  zh('自定义图', '/zh-CN/demo/custom-arrow-icon'),
  // Chinese.
  zh('loadData', '/zh-CN/#api-loaddata', '/zh-CN/demo/dynamic-options'),
  zh('多选', '/zh-CN/demo/multiple', '/zh-CN/#multiple-selection', '/zh-CN/#api-checkable'),
  zh('异步加载', '/zh-CN/demo/dynamic-options', '/zh-CN/#api-loaddata'),
  zh('动态加载', '/zh-CN/demo/dynamic-options', '/zh-CN/#api-loaddata'),
  zh('按需加载', '/zh-CN/demo/dynamic-options', '/zh-CN/#api-loaddata'),
  zh('禁用', '/zh-CN/demo/disabled', '/zh-CN/#api-disabled', '/zh-CN/#api-option-disabled'),
  zh('搜索', '/zh-CN/demo/search', '/zh-CN/#api-showsearch', '/zh-CN/#search'),
  zh('服务端渲染', '/zh-CN/#server-side-rendering'),
  zh('ssr', '/zh-CN/#server-side-rendering'),
  zh('选择父级', '/zh-CN/demo/change-on-select', '/zh-CN/#api-changeonselect', '/zh-CN/?tab=faq#how-do-i-let-users-select-a-parent'),
  zh('自定义图标', '/zh-CN/demo/custom-arrow-icon'),
  zh('键盘', '/zh-CN/#keyboard-interaction'),
  zh('深色模式', '/zh-CN/#theming'),
  zh('受控', '/zh-CN/demo/value', '/zh-CN/#api-value'),
  zh('安装', '/zh-CN/#install'),
  zh('字段名', '/zh-CN/demo/custom-field-name', '/zh-CN/#api-fieldnames', '/zh-CN/#fieldnames'),
  zh('面板', '/zh-CN/demo/panel', '/zh-CN/#cascaderpanel'),
  zh('showSearch', '/zh-CN/#api-showsearch', '/zh-CN/#showsearch', '/zh-CN/demo/search'),
  zh('自定义选项', '/zh-CN/demo/option-render', '/zh-CN/#api-optionrender'),
  zh('无障碍', '/zh-CN/#accessibility'),
  zh('树形选择', '=/zh-CN/', '/zh-CN/#what-it-is'),
  zh('升级', '/zh-CN/versions', '/zh-CN/?tab=faq#i-am-upgrading-from-an-older-version-where-did-my-prop-go'),
  // The changelog: a release by its version, a prop with the release that added it, a migration guide.
  en('3.34.0', '/changelog#3.34.0'),
  en('0.14.0', '/changelog#0.14.0'),
  en('optionRender 3.24.0', '/changelog#3.24.0'),
  en('migrating from 2.x', '/changelog#migrate-2-to-3'),
  zh('3.34.0', '/zh-CN/changelog#3.34.0'),
  zh('optionRender 3.24.0', '/zh-CN/changelog#3.24.0'),
];

/** Whether a result's link is one of the accepted answers. */
export function isAccepted(link: string, accept: readonly string[]): boolean {
  return accept.some((answer) => {
    if (answer.startsWith('=')) return link === answer.slice(1);
    return answer.includes('#') ? link === answer : link === answer || link.startsWith(`${answer}#`);
  });
}
