import type { LocaleId } from '../site';
import { CONTROLS, NEEDED_VALUES, type Control, type ControlValue } from './controls';

/**
 * The "Try it" links of the API reference (docs/index.md and its Chinese counterpart): for each row
 * whose prop the playground covers, the playground's address with that prop set to a value other than
 * its default, after what it needs to have an effect. A control's link comes from its entry in
 * CONTROLS (./controls.ts, `tryIt`); tests/unit/playground-try-it.test.ts holds the rows to these
 * links and each address to the playground's own reading of it.
 */

/** The data choice's rows, which no control covers. */
const DATA_TRY_IT: Readonly<Record<string, string>> = {
  'api-options': 'options=regions',
  'api-loaddata': 'options=loadData',
};

/** The value a control's link sets: its own, or the other boolean, or an enum's first other value. */
function tryValue(control: Control, locale: LocaleId): ControlValue {
  const { tryIt } = control;
  if (tryIt?.in && locale in tryIt.in) return tryIt.in[locale];
  if (tryIt?.value !== undefined) return tryIt.value;
  if (control.kind === 'boolean') return !control.initial;
  return control.values?.find((value) => value !== control.initial);
}

/**
 * The "Try it" addresses (without `?`) on the pages of `locale`, by the API reference row's anchor:
 * every control with a row (not one only @rc-component/cascader has) and a value to set, and the data choice's.
 */
export function tryItLinks(locale: LocaleId, controls: readonly Control[] = CONTROLS): Record<string, string> {
  const links: Record<string, string> = { ...DATA_TRY_IT };
  for (const control of controls) {
    const value = tryValue(control, locale);
    if (control.onlyIn || value === undefined) continue;
    const set = { ...(control.needs && NEEDED_VALUES[control.needs]), ...control.tryIt?.with, [control.name]: value };
    links[control.anchor] = Object.entries(set)
      .map(([name, text]) => `${name}=${encodeURIComponent(String(text))}`)
      .join('&');
  }
  return links;
}

/** The "Try it" address of the API reference's row `anchor` on the pages of `locale`, if the row has one. */
export const tryIt = (anchor: string, locale: LocaleId): string | undefined => tryItLinks(locale)[anchor];

/** The link text in each locale. */
export const TRY_IT_TEXT = { 'en-US': 'Try it', 'zh-CN': '试一试' } as const;
