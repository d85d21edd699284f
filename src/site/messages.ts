/**
 * The site's own interface text, in every locale: what the theme overrides, error boundaries and
 * notices say (dumi's theme brings its own messages for the rest). The build adds them to the
 * theme's messages (src/plugins/locales-plugin.ts), so that the theme reads them with
 * `useIntl().formatMessage({ id })`; code that runs outside React reads them with `siteMessage`.
 * tests/unit/messages.test.ts checks that every locale has every message.
 */
import { LOCALES, localeById, type LocaleId } from './index';
import { CONVERTER_MESSAGES_EN, CONVERTER_MESSAGES_ZH } from './converter-messages';
import { PLAYGROUND_MESSAGES_EN, PLAYGROUND_MESSAGES_ZH } from './playground-messages';

const EN = {
  'site.skip.content': 'Skip to content',
  'site.header.menu': 'Menu',
  'site.sidebar': 'Sidebar',
  'site.toc': 'On this page',
  'site.features': 'Features',
  'site.hero': 'Introduction',
  'site.colour.mode': 'Colour mode',
  'site.content.tabs': 'Page tabs',
  'site.tab.loading': 'Loading…',
  'site.code.copy': 'Copy code',
  'site.code.editable': 'Source code (editable)',
  'site.page.load.failed.title': 'This page could not be loaded',
  'site.page.load.failed.script':
    "This page's code did not arrive, even after a fresh load: you may be offline, or the site was updated since this tab opened. Reload once you are online.",
  'site.page.error.title': 'Something went wrong',
  'site.page.error.text': 'The page stopped with an error. Reloading usually helps.',
  'site.page.reload': 'Reload the page',
  'site.part.load.failed':
    '{part} did not load, even on a second try: you may be offline, or the site was updated since this tab opened. Reload the page to get it; what you typed is kept.',
  'site.part.editor': 'The live editor',
  'site.part.search': 'Search',
  'site.part.demo': 'This demo',
  'site.part.export': 'The export',
  'site.part.reference': 'The @rc-component/cascader 1.x API reference',
  'site.search.results': 'Results, best match first',
  'site.search.open': 'Search',
  'site.search.dialog': 'Search the documentation',
  'site.search.close': 'Close search',
  'site.search.navigate': 'to move',
  'site.search.follow': 'to open',
  'site.search.dismiss': 'to close',
  'site.search.failed.missing': 'Search is not available here: this page names no search index.',
  'site.search.failed.network':
    'Search did not load, even on a second try: the request for its index got no answer. Reload the page to try again; what you typed is kept.',
  'site.search.failed.http':
    'Search did not load, even on a second try: the server answered HTTP {status} for its index. Reload the page to get the current one; what you typed is kept.',
  'site.search.failed.worker':
    'Search did not load, even on a second try: its worker did not start. Reload the page to try again; what you typed is kept.',
  'site.search.failed.read':
    'Search did not load, even on a second try: its index arrived but could not be read. Reload the page to try again; what you typed is kept.',
  'site.not.found.title': 'Page not found',
  'site.not.found.description':
    'There is no page at this address on the rc-cascader documentation site. The homepage leads to the guide, the live demos and the API reference.',
  'site.demo.heading': 'Demo',
  'site.demo.description': '{title}: a live rc-cascader demo.',
  'site.demo.description.untitled': 'A live rc-cascader demo.',
  'site.demo.loop.stopped':
    'Stopped an endless loop: the {loop} loop on line {line} ran {passes} times in {milliseconds} ms without ending. Your edit is kept: change the loop so that it ends, and the demo comes back.',
  'site.package.legend': 'Package',
  'site.package.description':
    'Every demo, its code and the API reference follow this choice; @rc-component/cascader loads when you choose it.',
  'site.package.versions': 'How the two differ',
  'site.nextOnly.badge': '1.x only',
  'site.nextOnly.note': 'This demo runs on @rc-component/cascader 1.x only: {reason}',
  'site.nextOnly.switch': 'Switch to @rc-component/cascader',
  'site.page.copy': 'Copy page',
  'site.page.copy.label': 'Copy this page as Markdown',
  'site.page.copied': 'Copied',
  'site.page.markdown': 'View as Markdown',
  'site.og.image.alt':
    'rc-cascader, the React cascading select: three columns of options, a country, a region and a city, one chosen in each.',
  ...PLAYGROUND_MESSAGES_EN,
  ...CONVERTER_MESSAGES_EN,
};

export type SiteMessageId = keyof typeof EN;

export const SITE_MESSAGES: Record<LocaleId, Record<SiteMessageId, string>> = {
  'en-US': EN,
  'zh-CN': {
    'site.skip.content': '跳到正文',
    'site.header.menu': '菜单',
    'site.sidebar': '侧边栏',
    'site.toc': '本页内容',
    'site.features': '特性',
    'site.hero': '简介',
    'site.colour.mode': '颜色模式',
    'site.content.tabs': '页面标签',
    'site.tab.loading': '加载中…',
    'site.code.copy': '复制代码',
    'site.code.editable': '源代码（可编辑）',
    'site.page.load.failed.title': '此页面无法加载',
    'site.page.load.failed.script':
      '重新加载后，本页的脚本仍未送达：可能是网络已断开，也可能是本站在此标签页打开后已更新。联网后请重新加载。',
    'site.page.error.title': '出错了',
    'site.page.error.text': '页面因错误而停止运行。重新加载通常可以解决。',
    'site.page.reload': '重新加载页面',
    'site.part.load.failed':
      '{part}重试后仍未加载：可能是网络已断开，也可能是本站在此标签页打开后已更新。请重新加载页面，已输入的内容会保留。',
    'site.part.editor': '在线编辑器',
    'site.part.search': '搜索',
    'site.part.demo': '此示例',
    'site.part.export': '导出功能',
    'site.part.reference': '@rc-component/cascader 1.x 的 API 参考',
    'site.search.results': '搜索结果，最匹配的在前',
    'site.search.open': '搜索',
    'site.search.dialog': '搜索文档',
    'site.search.close': '关闭搜索',
    'site.search.navigate': '移动',
    'site.search.follow': '打开',
    'site.search.dismiss': '关闭',
    'site.search.failed.missing': '此处无法搜索：本页面没有指明搜索索引。',
    'site.search.failed.network': '搜索重试后仍未加载：搜索索引的请求没有得到响应。请重新加载页面再试，已输入的内容会保留。',
    'site.search.failed.http':
      '搜索重试后仍未加载：服务器对搜索索引的请求返回了 HTTP {status}。请重新加载页面以获取当前版本，已输入的内容会保留。',
    'site.search.failed.worker': '搜索重试后仍未加载：搜索的 worker 未能启动。请重新加载页面再试，已输入的内容会保留。',
    'site.search.failed.read': '搜索重试后仍未加载：搜索索引已下载，但无法读取。请重新加载页面再试，已输入的内容会保留。',
    'site.not.found.title': '页面未找到',
    'site.not.found.description': 'rc-cascader 文档站点上没有这个地址的页面。首页可以通往指南、在线示例和 API 参考。',
    'site.demo.heading': '示例',
    'site.demo.description': '{title}：一个 rc-cascader 在线示例。',
    'site.demo.description.untitled': '一个 rc-cascader 在线示例。',
    'site.demo.loop.stopped':
      '已停止死循环：第 {line} 行的 {loop} 循环运行了 {passes} 次、{milliseconds} 毫秒仍未结束。你的修改已保留：改好这个循环让它能结束，示例就会恢复。',
    'site.package.legend': '软件包',
    'site.package.description': '所有示例、示例代码和 API 参考都按此选择显示；选择 @rc-component/cascader 时才加载它。',
    'site.package.versions': '两者的区别',
    'site.nextOnly.badge': '仅限 1.x',
    'site.nextOnly.note': '这个示例只能在 @rc-component/cascader 1.x 上运行：{reason}',
    'site.nextOnly.switch': '切换到 @rc-component/cascader',
    'site.page.copy': '复制页面',
    'site.page.copy.label': '将本页复制为 Markdown',
    'site.page.copied': '已复制',
    'site.page.markdown': '查看 Markdown',
    'site.og.image.alt': 'rc-cascader，React 级联选择组件：三列选项，依次为国家、地区和城市，每列选中一项。',
    ...PLAYGROUND_MESSAGES_ZH,
    ...CONVERTER_MESSAGES_ZH,
  },
};

/**
 * What the Markdown copies and the llms.txt files say around the pages' own text, in every locale
 * (src/plugins/markdown-copies/), and the pages' demo code for readers without JavaScript
 * (src/package-choice/node/static-code.ts). Only the build reads these: they are not the theme's messages.
 */
const MARKDOWN_EN = {
  'copy.links': 'This page on the web: {page}. In Chinese: {other}.',
  'copy.demo.links': 'This page on the web: {page}. Shown on: {shownOn}.',
  'copy.demo': 'Demo: {title}',
  'copy.demo.untitled': 'A live rc-cascader demo.',
  'copy.source': 'Source {file}:',
  'copy.imports': 'It imports {file}:',
  'copy.source.next':
    'The same demo on @rc-component/cascader 1.x ({file} as the site converts it, and runs it when the Package choice is @rc-component/cascader):',
  'copy.imports.next': 'On 1.x, {file} becomes:',
  'copy.demo.nextOnly': 'Demo, on @rc-component/cascader 1.x only: {title}',
  'copy.source.nextOnly':
    'Source {file}, 1.x code (the site runs it when the Package choice is @rc-component/cascader; rc-cascader 3.x has no version of it):',
  'code.noscript': 'Code, on rc-cascader 3.x and @rc-component/cascader 1.x',
  'code.noscript.nextOnly': 'Code, on @rc-component/cascader 1.x',
  'llms.summary':
    'rc-cascader is a React component for choosing a value from a tree of options, one level at a time (a country, then a region, then a city). This site documents rc-cascader 3.x: a guide, one page per feature with a live demo, and the API reference of every prop, option field and method.',
  'llms.notes':
    "Every page of the site is also served as Markdown at its address plus `.md` (`/index.md` for the home page); the demos' full source is inlined there. The whole English documentation in one file: {full}.",
  'llms.api':
    'The API reference, on the home page: every Cascader prop, option field, showSearch and fieldNames field, Cascader.Panel prop, static member and ref method, with types, defaults and versions.',
  'llms.section.guide': 'Guide',
  'llms.section.api': 'API',
  'llms.section.demos': 'Demos',
  'llms.section.versions': 'Versions',
  'llms.section.changelog': 'Changelog',
};

const MARKDOWN_MESSAGES: Record<LocaleId, Record<keyof typeof MARKDOWN_EN, string>> = {
  'en-US': MARKDOWN_EN,
  'zh-CN': {
    'copy.links': '本页的网页版：{page}。英文版：{other}。',
    'copy.demo.links': '本页的网页版：{page}。所在页面：{shownOn}。',
    'copy.demo': '示例：{title}',
    'copy.demo.untitled': '一个可运行的 rc-cascader 示例。',
    'copy.source': '源代码 {file}：',
    'copy.imports': '它导入的文件 {file}：',
    'copy.source.next':
      '同一示例在 @rc-component/cascader 1.x 上的代码（{file} 经本站转换后的版本；软件包选择 @rc-component/cascader 时运行的就是它）：',
    'copy.imports.next': '在 1.x 上，{file} 变为：',
    'copy.demo.nextOnly': '示例（仅限 @rc-component/cascader 1.x）：{title}',
    'copy.source.nextOnly': '源代码 {file}，为 1.x 代码（软件包选择 @rc-component/cascader 时本站运行它；rc-cascader 3.x 没有对应版本）：',
    'code.noscript': '代码（rc-cascader 3.x 与 @rc-component/cascader 1.x）',
    'code.noscript.nextOnly': '代码（@rc-component/cascader 1.x）',
    'llms.summary':
      'rc-cascader 是一个 React 组件，用于从一棵选项树中逐级选择一个值（先选国家，再选地区，最后选城市）。本站记录 rc-cascader 3.x：使用指南、每个特性一页并带可运行的示例，以及每个属性、选项字段和方法的 API 参考。',
    'llms.notes':
      '本站的每个页面也以 Markdown 形式提供，地址为页面地址加上 `.md`（首页为 `/zh-CN/index.md`），示例的完整源代码都已内联其中。整份中文文档合为一个文件：{full}。',
    'llms.api':
      'API 参考位于首页：Cascader 的每个属性、选项字段、showSearch 和 fieldNames 的字段、Cascader.Panel 的属性、静态成员和 ref 方法，以及它们的类型、默认值和版本。',
    'llms.section.guide': '指南',
    'llms.section.api': 'API',
    'llms.section.demos': '示例',
    'llms.section.versions': '版本',
    'llms.section.changelog': '更新日志',
  },
};

/** A message of the Markdown copies and llms.txt files, its `{name}` placeholders filled. */
export function markdownMessage(locale: LocaleId, id: keyof typeof MARKDOWN_EN, values?: Record<string, string>): string {
  return fillMessage(MARKDOWN_MESSAGES[locale][id], values);
}

/** The locale whose `<html lang>` is `lang` (English for any other). */
function localeOfLang(lang: string): LocaleId {
  return LOCALES.find((candidate) => candidate.lang === lang)?.id ?? localeById(lang).id;
}

/** Fills `{name}` placeholders. */
export function fillMessage(message: string, values: Record<string, string> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A message in the locale whose `<html lang>` is `lang` (English for any other), for code outside React. */
export function siteMessage(lang: string, id: SiteMessageId, values?: Record<string, string>): string {
  return fillMessage(SITE_MESSAGES[localeOfLang(lang)][id], values);
}
