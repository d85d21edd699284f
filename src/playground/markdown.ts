/**
 * What the Markdown copy of the playground page (src/plugins/markdown-copies.ts) says in place of the
 * `<Playground></Playground>` builtin, which only runs in a browser: where it is, and its controls.
 */
import { CONTROLS, controlHref } from './controls';
import type { LocaleId } from '../site';

/** The line of a page's Markdown that places the playground. */
export const PLAYGROUND_TAG = /^\s*<Playground\s*(?:\/>|><\/Playground>)\s*$/;

const TEXT: Record<LocaleId, { intro: string; controls: string }> = {
  'en-US': {
    intro:
      'The playground itself runs in the browser, at the address of this page. Each prop is set in the address by its own name, for example',
    controls: 'Its controls, each linked to the prop’s row in the API reference:',
  },
  'zh-CN': {
    intro: '演练场本身在浏览器中运行，地址即本页地址。每个属性以其名称写在地址中，例如',
    controls: '其控件如下，每个都链接到 API 参考中对应的行：',
  },
};

/** The Markdown standing for the playground on `pageUrl`, its API links under `homeUrl`. */
export function playgroundMarkdown(locale: LocaleId, pageUrl: string, homeUrl: string): string {
  const text = TEXT[locale];
  const example = `${pageUrl}?checkable=true&expandTrigger=hover`;
  const list = CONTROLS.map((control) => `- [\`${control.name}\`](${controlHref(control, homeUrl)})`);
  return [`${text.intro} [${example}](${example}).`, text.controls, list.join('\n')].join('\n\n');
}
