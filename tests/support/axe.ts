import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The area of a documentation page in which dumi renders each demo. */
const DEMO_PREVIEW = '.dumi-default-previewer-demo';

/** Every demo preview, and any cascader popup (rendered into document.body). */
const DEMOS_AND_POPUPS = [DEMO_PREVIEW, '.rc-cascader-dropdown'];

/**
 * The one axe finding that is not a failure: rc-cascader 3.34 (through rc-select) points the open
 * input's `aria-owns`/`aria-controls` at `<id>_list`, an element only rc-select's own option list
 * renders; the cascader's menus never carry that id, so axe flags `aria-valid-attr-value` whenever
 * a cascader is open. That finding, on that attribute pair of a cascader input, is an upstream
 * defect the site cannot fix without changing the component; it is documented in the API
 * reference's accessibility notes. @rc-component/cascader 1.x (through @rc-component/select) does
 * the same on its own input (`rc-cascader-input`), in the playground. Every other finding, and this
 * rule on any other element, fails.
 */
const KNOWN_CASCADER_DEFECT = {
  rule: 'aria-valid-attr-value',
  why:
    "rc-select (under rc-cascader 3.34; @rc-component/select under 1.x) points the open cascader input's " +
    'aria-owns/aria-controls at "<id>_list", a list that only the select\'s own option list renders, never the cascader',
};

async function isKnownCascaderListboxDefect(page: Page, rule: string, target: string): Promise<boolean> {
  if (rule !== KNOWN_CASCADER_DEFECT.rule) return false;
  return page.locator(target).evaluate((element) => {
    const input3x = element.classList.contains('rc-cascader-selection-search-input');
    const input1x = element.classList.contains('rc-cascader-input') && element.closest('.site-cascader-next') !== null;
    if (!input3x && !input1x) return false;
    const id = element.getAttribute('id');
    const owns = element.getAttribute('aria-owns');
    const controls = element.getAttribute('aria-controls');
    const expected = `${id}_list`;
    return (
      Boolean(id) &&
      (owns === expected || owns === null) &&
      (controls === expected || controls === null) &&
      document.getElementById(expected) === null
    );
  });
}

/** The classes rc-motion gives a cascader popup while it opens or closes (`<name>-appear`, …). */
export const POPUP_MOVING = /-(appear|enter|leave)(-|\s|$)/;

/**
 * Waits until no cascader popup is opening or closing: axe reads colours as painted, so a popup
 * half-way through a fade (the animation demos) fails on contrast. While a phase runs, rc-motion
 * gives the popup `<name>-appear`, `-enter` or `-leave` classes, and drops them when it ends.
 */
async function popupMotionsEnded(page: Page): Promise<void> {
  const moving = () =>
    page
      .locator('.rc-cascader-dropdown')
      .evaluateAll((popups, pattern) => popups.filter((popup) => new RegExp(pattern).test(popup.className)).length, POPUP_MOVING.source);
  await expect.poll(moving, { message: 'cascader popups still opening or closing' }).toBe(0);
}

export interface AxeScope {
  /**
   * CSS selectors of the parts to check; those that match nothing are left out, and if none
   * matches the check fails (it would otherwise scan something else). Without it: the whole page.
   */
  include?: string[];
  /** Names the page's state in each reported line, e.g. "dark, menus closed". */
  state?: string;
  /** Only these rules (e.g. COLOUR_RULES); without it, every rule axe runs by default. */
  rules?: string[];
}

/**
 * WCAG 2.2 AA's rule, which axe leaves out unless asked: every touch target is at least 24 px square,
 * or far enough from its neighbours (2.5.8, Target Size (Minimum)). Every other rule of WCAG 2.0–2.2
 * A and AA that axe has runs by default.
 */
const WCAG_22_RULES = { 'target-size': { enabled: true } };

/**
 * The rules whose outcome depends on the colours: all that a second colour mode can change, the
 * markup and every other rule's outcome being the same in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe over the page (or part of it) and returns one readable line per failing node. The known
 * cascader defect is left out of the lines and listed in the running test's annotations instead.
 * Legacy mode runs axe in the page itself rather than merging per-frame results in an extra blank
 * page: several times faster, and the site has no cross-origin frames (all it would miss).
 */
export async function axeProblems(page: Page, { include, state, rules }: AxeScope = {}): Promise<string[]> {
  await popupMotionsEnded(page);
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], rules: WCAG_22_RULES });
  if (rules) builder = builder.withRules(rules);
  if (include) {
    const present: string[] = [];
    for (const selector of include) {
      if ((await page.locator(selector).count()) > 0) present.push(selector);
    }
    if (present.length === 0) throw new Error(`Nothing to check with axe: no element matches ${include.join(', ')}.`);
    for (const selector of present) builder = builder.include(selector);
  }
  const { violations } = await builder.analyze();
  const problems: string[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      const where = `${state ? `[${state}] ` : ''}${violation.id} (${violation.impact}) at ${target}`;
      const line = `${where}: ${violation.help}. ${summary}`;
      if (await isKnownCascaderListboxDefect(page, violation.id, target)) {
        test.info().annotations.push({
          type: 'rc-cascader a11y issue',
          description: `${line} (${KNOWN_CASCADER_DEFECT.why})`,
        });
      } else {
        problems.push(line);
      }
    }
  }
  return problems;
}

/** Fails listing every axe violation in `include` (by default every demo preview and open popup). */
export async function expectNoAxeViolations(page: Page, include: string[] = DEMOS_AND_POPUPS): Promise<void> {
  expect(await axeProblems(page, { include }), 'axe violations').toEqual([]);
}
