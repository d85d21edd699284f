/**
 * The interface text of the converter on /versions (.dumi/theme/builtins/Converter.tsx), in every
 * locale, spread into SITE_MESSAGES (./messages.ts). A change's rule is `site.converter.rule.<rule>`
 * (src/converter/convert.ts, `ChangeRule`), a skipped item's reason `site.converter.reason.<reason>`
 * (`SkipReason`), where `{name}` is the prop concerned.
 */
export const CONVERTER_MESSAGES_EN = {
  'site.converter.region': 'Converter from rc-cascader 3.x to @rc-component/cascader 1.x',
  'site.converter.input': 'rc-cascader 3.x code',
  'site.converter.input.hint': 'Paste a file or a part of one that imports from rc-cascader.',
  'site.converter.output': '@rc-component/cascader 1.x code',
  'site.converter.output.hint': 'Converts as you type.',
  'site.converter.copy': 'Copy 1.x code',
  'site.converter.copied': 'Copied',
  'site.converter.loading': 'Loading the converter…',
  'site.converter.failed':
    'The converter did not load, even on a second try: you may be offline, or the site was updated since this tab opened. Reload the page to get it.',
  'site.converter.summary': 'Changes: {changes}. Left as they were: {skipped}.',
  'site.converter.syntax':
    'Syntax error at line {line}, column {column}: {message}. The 1.x code shown is that of the last code that parsed.',
  'site.converter.changes': 'Changes',
  'site.converter.skipped': 'Left as they were',
  'site.converter.none': 'None.',
  'site.converter.line': 'Line {line}',
  'site.converter.position': 'Line {line}, column {column}',
  'site.converter.rule.package': 'Package',
  'site.converter.rule.stylesheet': 'Stylesheet',
  'site.converter.rule.renamed': 'Renamed prop',
  'site.converter.rule.removed': 'Removed prop',
  'site.converter.rule.showSearch': 'Moved into showSearch',
  'site.converter.rule.deprecated': 'Deprecated in 1.x',
  'site.converter.rule.type': 'Renamed type',
  'site.converter.reason.spread': 'A spread: the converter cannot see which props it holds. Check them against the tables.',
  'site.converter.reason.computed-name': 'A computed key: its name is known only when the code runs.',
  'site.converter.reason.search-off':
    'showSearch is not set here, or is false. A new showSearch object would turn search on, so {name} stays at the top level, where 1.x still accepts it (deprecated) and reads it only while search is on.',
  'site.converter.reason.search-expression': 'showSearch is an expression here, not an object literal: add {name} to the object it holds.',
  'site.converter.reason.search-field-set':
    'The showSearch object sets {name} already, and in 1.x its field wins over the top-level prop: keep one.',
  'site.converter.reason.moved-prop-type': '1.x still declares the top-level {name}, deprecated; its place is now the showSearch object.',
  'site.converter.reason.name-taken': 'Its 1.x name is set here already: keep one of the two.',
  'site.converter.reason.no-import': 'The code imports nothing from rc-cascader, so nothing in it is bound to the package.',
};

export const CONVERTER_MESSAGES_ZH: Record<keyof typeof CONVERTER_MESSAGES_EN, string> = {
  'site.converter.region': '从 rc-cascader 3.x 到 @rc-component/cascader 1.x 的代码转换器',
  'site.converter.input': 'rc-cascader 3.x 代码',
  'site.converter.input.hint': '粘贴一个从 rc-cascader 导入的文件，或其中一段。',
  'site.converter.output': '@rc-component/cascader 1.x 代码',
  'site.converter.output.hint': '随输入即时转换。',
  'site.converter.copy': '复制 1.x 代码',
  'site.converter.copied': '已复制',
  'site.converter.loading': '正在加载转换器…',
  'site.converter.failed': '转换器重试后仍未加载：可能是网络已断开，也可能是本站在此标签页打开后已更新。请重新加载页面。',
  'site.converter.summary': '改动：{changes} 处。保持原样：{skipped} 处。',
  'site.converter.syntax': '第 {line} 行第 {column} 列有语法错误：{message}。下方的 1.x 代码来自最后一次能解析的代码。',
  'site.converter.changes': '改动',
  'site.converter.skipped': '保持原样',
  'site.converter.none': '无。',
  'site.converter.line': '第 {line} 行',
  'site.converter.position': '第 {line} 行第 {column} 列',
  'site.converter.rule.package': '包名',
  'site.converter.rule.stylesheet': '样式表',
  'site.converter.rule.renamed': '重命名的属性',
  'site.converter.rule.removed': '移除的属性',
  'site.converter.rule.showSearch': '移入 showSearch',
  'site.converter.rule.deprecated': '在 1.x 中废弃',
  'site.converter.rule.type': '重命名的类型',
  'site.converter.reason.spread': '展开语法：转换器看不到其中有哪些属性，请对照上面的表格检查。',
  'site.converter.reason.computed-name': '计算属性名：名称要到代码运行时才知道。',
  'site.converter.reason.search-off':
    '这里没有设置 showSearch，或其值为 false。新建 showSearch 对象会开启搜索，所以 {name} 留在顶层：1.x 仍接受它（已废弃），且只在开启搜索时读取。',
  'site.converter.reason.search-expression': '这里的 showSearch 是一个表达式而不是对象字面量：请把 {name} 加进它所指的对象。',
  'site.converter.reason.search-field-set': 'showSearch 对象已经设置了 {name}，而在 1.x 中对象里的字段优先于顶层属性：请保留其一。',
  'site.converter.reason.moved-prop-type': '1.x 仍声明顶层的 {name}（已废弃），它现在的位置是 showSearch 对象。',
  'site.converter.reason.name-taken': '这里已经设置了它的 1.x 名称：请保留两者之一。',
  'site.converter.reason.no-import': '这段代码没有从 rc-cascader 导入任何内容，因此其中没有与该包绑定的元素或类型。',
};
