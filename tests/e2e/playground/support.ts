import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixture';
import { waitForApp } from '../../support/page-health';

/** The playground's open popup. */
export const popup = (page: Page): Locator => page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');

/** An option of the open popup, by its label. */
export const option = (page: Page, label: string): Locator =>
  popup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^${label}( >)?$`) });

/** The generated code's text. */
export const code = (page: Page): Locator => page.locator('.site-playground-code pre');

/** The generated code's highlighted lines (the block is keyed by the code: a change shows it plain until the highlighter has run). */
const codeLines = (page: Page): Locator => code(page).locator(':scope > .site-code-line');

/** The generated code line by line, once highlighted: the plain block splits its text differently, so it is never read. */
export async function shownCode(page: Page): Promise<string[]> {
  await expect(codeLines(page).first()).toBeVisible();
  return codeLines(page).allTextContents();
}

/** Waits until the highlighted code shows exactly these lines. */
export async function expectCode(page: Page, lines: string[]): Promise<void> {
  await expect(codeLines(page)).toHaveText(lines);
}

/** The event log (role="log"). */
export const log = (page: Page): Locator => page.getByRole('log');

/** The playground's cascader, by the label the page gives it. */
export const cascader = (page: Page, locale: 'en' | 'zh' = 'en'): Locator =>
  page.getByLabel(locale === 'en' ? 'Cascader with this configuration' : '使用当前配置的级联选择', { exact: true });

/** Opens the playground at `query` and waits until it is hydrated and has read the address. */
export async function openPlayground(page: Page, query = '', path = '/playground'): Promise<void> {
  const response = await page.goto(`${path}${query}`);
  if (response?.status() !== 200) throw new Error(`${path}${query} answered ${response?.status()}`);
  await waitForApp(page);
  // The playground hydrates with its page, which may come after the marks waitForApp reads; it marks itself.
  if (path.endsWith('/playground')) await page.locator('.site-playground[data-hydrated]').waitFor();
}
