/**
 * The playground's Package choice (issue 42, part 8): @rc-component/cascader 1.x loads only when
 * chosen, runs the same configuration with its own props (checkStrictly, search props inside
 * showSearch, onPopupVisibleChange), is held in the address, and its stylesheet and rc-cascader's
 * leave each other's cascader as it was.
 */
import type { Page } from '@playwright/test';
import { SITE_MESSAGES } from '../../../src/site/messages';
import { expect, test } from '../fixture';
import { cascader, code, expectCode, log, openPlayground, option, popup, shownCode } from './support';

const EN = SITE_MESSAGES['en-US'];
const NEXT = '@rc-component/cascader';
/**
 * The chunk of the scoped 1.x cascader, which the playground shares with the 1.x demos
 * (src/package-choice/node/next-demos-plugin.ts names it).
 */
const NEXT_CHUNK = /\/next-cascader\.[0-9a-f]+\.async\.js$/;

const packageChoice = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Package' }).getByRole('radio', { name: new RegExp(`^${name.replace('/', '\\/')} `) });

/** The resources the page has fetched, by URL. */
const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

/** The 1.x cascader, inside the element its stylesheet is scoped to. */
const nextCascader = (page: Page) => page.locator('.site-cascader-next > .rc-cascader');

test.describe('the playground’s Package choice', () => {
  test('loads @rc-component/cascader only when chosen, and runs the configuration on it', async ({ page }) => {
    await openPlayground(page, '?checkable=true&expandTrigger=hover');
    await expect(packageChoice(page, 'rc-cascader')).toBeChecked();
    expect((await fetched(page)).filter((url) => NEXT_CHUNK.test(url))).toEqual([]);
    await packageChoice(page, NEXT).check();
    await expect(nextCascader(page)).toBeVisible();
    expect((await fetched(page)).filter((url) => NEXT_CHUNK.test(url)).length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/playground\?package=%40rc-component%2Fcascader&checkable=true&expandTrigger=hover$/);
    await expect(code(page)).toContainText("import Cascader from '@rc-component/cascader';");
    await expect(code(page)).toContainText("import '@rc-component/cascader/assets/index.less';");
    await expect(code(page)).not.toContainText("from 'rc-cascader'");
    // The same configuration: checkable, opened by hovering. (1.x's box takes the click: its input is a caret's width.)
    await nextCascader(page).click();
    await expect(log(page).locator('li').first()).toHaveText('onPopupVisibleChange(true)');
    await option(page, 'Fruit').hover();
    await expect(option(page, 'Citrus')).toBeVisible();
    await expect(popup(page).locator('.rc-cascader-checkbox').first()).toBeVisible();
    // Back to rc-cascader: its own cascader, code and address.
    await page.keyboard.press('Escape');
    await packageChoice(page, 'rc-cascader').check();
    await expect(nextCascader(page)).toHaveCount(0);
    await expect(page.locator('.site-playground-stage > .rc-cascader')).toBeVisible();
    await expect(code(page)).toContainText("import Cascader from 'rc-cascader';");
    await expect(page).toHaveURL(/\/playground\?checkable=true&expandTrigger=hover$/);
  });

  test('offers checkStrictly on 1.x alone, saying why, and checks each option on its own with it', async ({ page }) => {
    await openPlayground(page, '?checkable=true');
    const strict = page.getByLabel('checkStrictly', { exact: true });
    await expect(strict).toBeDisabled();
    await expect(strict).toHaveAccessibleDescription(new RegExp(`${EN['site.playground.needs.nextPackage'].replace('.', '\\.')}$`));
    await expect(page.getByRole('link', { name: 'checkStrictly in the API reference' })).toHaveAttribute('href', '/versions#added-props');
    await packageChoice(page, NEXT).check();
    await expect(strict).toBeEnabled();
    await strict.check();
    const strategy = page.getByLabel('showCheckedStrategy', { exact: true });
    await expect(strategy).toBeDisabled();
    await expect(strategy).toHaveAccessibleDescription(/No effect while checkStrictly is on/);
    await expect(code(page)).toContainText('checkStrictly');
    expect(await code(page).innerText()).toMatch(/\n\s+checkStrictly\n/);
    await nextCascader(page).click();
    await option(page, 'Fruit').locator('.rc-cascader-checkbox').click();
    await expect(log(page).locator('li').filter({ hasText: 'onChange' }).first()).toHaveText(
      'onChange([["fruit"]], [[{"value":"fruit","label":"Fruit"}]])',
    );
    // Fruit checked alone: its children stay unchecked.
    await option(page, 'Fruit').click();
    await expect(option(page, 'Citrus')).toBeVisible();
    await expect(option(page, 'Fruit').locator('.rc-cascader-checkbox')).toHaveClass(/rc-cascader-checkbox-checked/);
    await expect(option(page, 'Citrus').locator('.rc-cascader-checkbox')).not.toHaveClass(/rc-cascader-checkbox-(checked|indeterminate)/);
  });

  test('puts 1.x’s search props inside showSearch, and logs onSearch there', async ({ page }) => {
    await openPlayground(page, '?package=%40rc-component%2Fcascader&checkable=true&showSearch=true&autoClearSearchValue=false');
    await expect(nextCascader(page)).toBeVisible();
    await expect(code(page)).toContainText('showSearch={{ autoClearSearchValue: false }}');
    expect(await code(page).innerText()).not.toMatch(/\n\s+autoClearSearchValue/);
    await cascader(page).fill('car');
    await expect(log(page).locator('li').filter({ hasText: 'onSearch' }).first()).toHaveText('onSearch("car")');
    await expect(popup(page).getByRole('menuitemcheckbox', { name: /Carrot/ })).toBeVisible();
  });

  test('a fresh visit to a copied 1.x link shows the same configuration, code and cascader', async ({ page }) => {
    await openPlayground(page);
    await packageChoice(page, NEXT).check();
    await page.getByLabel('allowClear', { exact: true }).check();
    await page.getByLabel('direction', { exact: true }).selectOption('rtl');
    await page.getByLabel('placeholder', { exact: true }).fill('Pick a food');
    await expect(nextCascader(page)).toContainText('Pick a food');
    const address = page.url();
    const shown = await shownCode(page);
    await page.goto('about:blank');
    await openPlayground(page, new URL(address).search);
    await expect(packageChoice(page, NEXT)).toBeChecked();
    await expect(page.getByLabel('allowClear', { exact: true })).toBeChecked();
    await expect(page.getByLabel('direction', { exact: true })).toHaveValue('rtl');
    await expect(nextCascader(page)).toContainText('Pick a food');
    await expectCode(page, shown);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('names a package it does not know in the status note', async ({ page }) => {
    await openPlayground(page, '?package=antd&checkable=true');
    await expect(page.getByRole('status')).toHaveText(EN['site.playground.ignored'].replace('{names}', 'package=antd'));
    await expect(packageChoice(page, 'rc-cascader')).toBeChecked();
    await expect(page).toHaveURL(/\/playground\?checkable=true$/);
  });

  test('says when 1.x fails to load, and loads it when chosen again', async ({ page, pageWatch }) => {
    // The aborted chunk, tried twice (src/runtime/load-once.ts).
    pageWatch.allow('console.error: Failed to load resource: net::ERR_FAILED');
    await openPlayground(page);
    await page.route(NEXT_CHUNK, (route) => route.abort('failed'));
    await packageChoice(page, NEXT).check();
    await expect(page.getByRole('alert')).toHaveText(EN['site.playground.package.failed'].replaceAll('{name}', NEXT));
    await page.unroute(NEXT_CHUNK);
    await packageChoice(page, 'rc-cascader').check();
    await packageChoice(page, NEXT).check();
    await expect(nextCascader(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/** The computed styles that make a cascader look as it does, for each of its parts that `selectors` find. */
async function looks(page: Page, selectors: string[]): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((selectors) => {
    // Colours that are still easing (a border turning blue on focus) are read at their end.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'border-top',
      'border-radius',
      'padding-left',
      'height',
      'width',
    ];
    const result: Record<string, Record<string, string>> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      const style = getComputedStyle(element);
      result[selector] = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
    }
    return result;
  }, selectors);
}

test.describe('the two packages’ popups', () => {
  /** Where the open popup starts, and where the cascader does, in the viewport. */
  const lefts = async (page: Page, selector: string) => {
    const [field, open] = await Promise.all([page.locator(selector).boundingBox(), popup(page).boundingBox()]);
    return { cascader: field!.x, popup: open!.x };
  };

  for (const width of [375, 1440]) {
    test(`start at the same place at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPlayground(page);
      await cascader(page).click();
      await expect(option(page, 'Fruit')).toBeVisible();
      const current = await lefts(page, '.site-playground-stage > .rc-cascader');
      await page.keyboard.press('Escape');
      await expect(popup(page)).toHaveCount(0);

      await packageChoice(page, NEXT).check();
      await nextCascader(page).click();
      await expect(option(page, 'Fruit')).toBeVisible();
      expect(await lefts(page, '.site-cascader-next > .rc-cascader')).toEqual(current);
      // A phone's popup starts 8px from the screen's edge; a wide screen's under the cascader.
      expect(current.popup).toBe(width < 768 ? 8 : current.cascader);
    });
  }
});

test.describe('the two packages’ stylesheets', () => {
  test('1.x’s leaves rc-cascader’s cascader and popup as they were', async ({ page }) => {
    await openPlayground(page, '?checkable=true');
    const parts = [
      '.site-playground-stage > .rc-cascader',
      '.rc-cascader-selector',
      '.rc-cascader-dropdown',
      '.rc-cascader-menu-item',
      '.rc-cascader-checkbox',
    ];
    await cascader(page).click();
    await expect(option(page, 'Fruit')).toBeVisible();
    const before = await looks(page, parts);
    await page.keyboard.press('Escape');
    await packageChoice(page, NEXT).check();
    await expect(nextCascader(page)).toBeVisible();
    await packageChoice(page, 'rc-cascader').check();
    await cascader(page).click();
    await expect(option(page, 'Fruit')).toBeVisible();
    expect(await looks(page, parts)).toEqual(before);
  });

  test('rc-cascader’s leaves 1.x’s cascader and popup as they were', async ({ page }) => {
    await openPlayground(page, '?package=%40rc-component%2Fcascader&checkable=true');
    await nextCascader(page).click();
    await expect(option(page, 'Fruit')).toBeVisible();
    const parts = [
      '.site-cascader-next > .rc-cascader',
      '.site-cascader-next .rc-cascader-content',
      '.site-cascader-next .rc-cascader-dropdown',
      '.site-cascader-next .rc-cascader-menu-item',
      '.site-cascader-next .rc-cascader-checkbox',
    ];
    const before = await looks(page, parts);
    // rc-cascader's own rules (and rc-select's, which it imports) are the unscoped ones that name its classes.
    const removed = await page.evaluate(() => {
      let count = 0;
      for (const sheet of document.styleSheets) {
        const rules = sheet.cssRules;
        for (let index = rules.length - 1; index >= 0; index -= 1) {
          const rule = rules[index];
          if (rule instanceof CSSStyleRule && /^\.rc-(cascader|select)/.test(rule.selectorText)) {
            sheet.deleteRule(index);
            count += 1;
          }
        }
      }
      return count;
    });
    expect(removed).toBeGreaterThan(50);
    expect(await looks(page, parts)).toEqual(before);
  });
});
