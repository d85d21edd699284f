import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The area of a documentation page in which dumi renders each demo. */
export const DEMO_PREVIEW = '.dumi-default-previewer-demo';

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
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
  expect(summary, 'axe violations').toEqual([]);
}
