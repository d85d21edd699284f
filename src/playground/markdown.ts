/**
 * What the Markdown copy of the playground page (src/plugins/markdown-copies.ts) says in place of the
 * `<Playground></Playground>` builtin, which only runs in a browser: where it is, and its controls.
 */
import { CONTROLS, controlHref } from './controls';
import { PACKAGES } from '../converter/packages';
import { PRESETS } from './presets';
import type { LocaleId } from '../site';

/** The line of a page's Markdown that places the playground. */
export const PLAYGROUND_TAG = /^\s*<Playground\s*(?:\/>|><\/Playground>)\s*$/;

const TEXT: Record<LocaleId, { intro: string; data: string; pkg: string; controls: string }> = {
  'en-US': {
    intro:
      'The playground itself runs in the browser, at the address of this page. Each prop is set in the address by its own name, for example',
    data: 'The data is the choice `options`, one of {presets} (the first is the default); `loadData` takes `delay` (milliseconds) and `fail=true`, and `custom` takes pasted JSON as `data`, compressed with lz-string.',
    pkg: 'The package is the choice `package`, one of {packages} (the first is the default).',
    controls:
      'Its controls, each linked to the prop’s row in the API reference (`checkStrictly`, which only @rc-component/cascader has, to the Versions page):',
  },
  'zh-CN': {
    intro: '演练场本身在浏览器中运行，地址即本页地址。每个属性以其名称写在地址中，例如',
    data: '数据由 `options` 选择，取值为 {presets}（第一个为默认值）；`loadData` 可带 `delay`（毫秒）和 `fail=true`，`custom` 则以 `data` 携带粘贴的 JSON（经 lz-string 压缩）。',
    pkg: '软件包由 `package` 选择，取值为 {packages}（第一个为默认值）。',
    controls: '其控件如下，每个都链接到 API 参考中对应的行（只有 @rc-component/cascader 才有的 `checkStrictly` 链接到版本页）：',
  },
};

const codeList = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

/** The Markdown standing for the playground on `pageUrl`, its API links under `homeUrl`. */
export function playgroundMarkdown(locale: LocaleId, pageUrl: string, homeUrl: string): string {
  const text = TEXT[locale];
  const example = `${pageUrl}?checkable=true&expandTrigger=hover`;
  const list = CONTROLS.map((control) => `- [\`${control.name}\`](${controlHref(control, homeUrl)})`);
  return [
    `${text.intro} [${example}](${example}).`,
    text.data.replace('{presets}', codeList(PRESETS)),
    text.pkg.replace('{packages}', codeList(PACKAGES)),
    text.controls,
    list.join('\n'),
  ].join('\n\n');
}
