import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The area of a documentation page in which dumi renders each demo. */
export const DEMO_PREVIEW = '.dumi-default-previewer-demo';

/**
 * rc-cascader 3.34 (through rc-select) points the open input's `aria-owns`/`aria-controls` at
 * `<id>_list`, an element only rc-select's own option list renders; the cascader's menus never
 * carry that id, so axe flags `aria-valid-attr-value` whenever a cascader is open. That one
 * finding, on that one attribute pair, is an upstream defect the site cannot fix without
 * changing the component; it is documented in the API reference's accessibility notes. Every
 * other finding, and this rule on any other element, still fails.
 */
export async function isKnownCascaderListboxDefect(page: Page, rule: string, target: string): Promise<boolean> {
  if (rule !== 'aria-valid-attr-value') return false;
  return page.locator(target).evaluate((element) => {
    if (!element.classList.contains('rc-cascader-selection-search-input')) return false;
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

/**
 * Runs axe over part of the page (by default every demo preview, plus any cascader popup,
 * which renders into document.body) and fails listing each violation.
 */
export async function expectNoAxeViolations(
  page: Page,
  include: string[] = [DEMO_PREVIEW, '.rc-cascader-dropdown'],
): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of include) {
    if ((await page.locator(selector).count()) > 0) builder = builder.include(selector);
  }
  const { violations } = await builder.analyze();
  const summary: string[] = [];
  for (const violation of violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      if (!(await isKnownCascaderListboxDefect(page, violation.id, target))) {
        nodes.push(`    ${target}: ${node.failureSummary}`);
      }
    }
    if (nodes.length > 0) summary.push(`${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`);
  }
  expect(summary, 'axe violations').toEqual([]);
}
