/**
 * The playground (/playground, issue 42): the page as served and without JavaScript, its controls,
 * the generated code, the event log and the configuration in the address, in both locales.
 */
import { CONTROLS, controlHref } from '../../../src/playground/controls';
import { SITE_MESSAGES } from '../../../src/site/messages';
import { expect, test } from '../fixture';
import { cascader, code, expectCode, log, openPlayground, option, popup, shownCode } from './support';

const EN = SITE_MESSAGES['en-US'];

test.describe('the playground as served', () => {
  test.use({ javaScriptEnabled: false });

  // The starting placeholder is in the page's language.
  for (const [path, placeholder] of [
    ['/playground', 'Please select'],
    ['/zh-CN/playground', '请选择'],
  ]) {
    test(`${path} shows the cascader, every control and the code without JavaScript`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('.site-playground .rc-cascader')).toBeVisible();
      await expect(page.locator('.site-playground .rc-cascader')).toContainText(placeholder);
      for (const control of CONTROLS) await expect(page.getByLabel(control.name, { exact: true }), control.name).toBeVisible();
      await expect(page.locator('.site-playground-code pre')).toContainText("import Cascader from 'rc-cascader';");
      await expect(page.locator('.site-playground-code pre')).toContainText(`placeholder="${placeholder}"`);
    });
  }
});

test.describe('the playground', () => {
  test('is in the header’s navigation of both locales', async ({ page }) => {
    await openPlayground(page, '', '/');
    await page.locator('.dumi-default-header').getByRole('link', { name: 'Playground', exact: true }).click();
    await expect(page).toHaveURL(/\/playground$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playground');
    await openPlayground(page, '', '/zh-CN');
    await expect(page.locator('.dumi-default-header').getByRole('link', { name: '演练场', exact: true })).toHaveAttribute(
      'href',
      '/zh-CN/playground',
    );
  });

  test('names each control by its prop, describes it and links to its row of the API reference', async ({ page }) => {
    await openPlayground(page);
    for (const control of CONTROLS) {
      const input = page.getByLabel(control.name, { exact: true });
      const role = { boolean: 'checkbox', enum: 'combobox', number: 'spinbutton', string: 'textbox' }[control.kind];
      await expect(page.getByRole(role as 'checkbox', { name: control.name, exact: true }), control.name).toHaveCount(1);
      await expect(input).toHaveAccessibleDescription(
        new RegExp(`^${EN[`site.playground.prop.${control.name}` as keyof typeof EN].slice(0, 20)}`),
      );
      const api = page.getByRole('link', { name: `${control.name} in the API reference`, exact: true });
      await expect(api).toHaveAttribute('href', controlHref(control, '/'));
    }
  });

  test('disables a control that has no effect, saying why, until it has one', async ({ page }) => {
    await openPlayground(page);
    const strategy = page.getByLabel('showCheckedStrategy', { exact: true });
    await expect(strategy).toBeDisabled();
    await expect(strategy).toHaveAccessibleDescription(/No effect without checkable\.$/);
    await page.getByLabel('checkable', { exact: true }).check();
    await expect(strategy).toBeEnabled();
    await expect(strategy).not.toHaveAccessibleDescription(/No effect/);
    const autoClear = page.getByLabel('autoClearSearchValue', { exact: true });
    await expect(autoClear).toBeDisabled();
    await page.getByLabel('showSearch', { exact: true }).check();
    await expect(autoClear).toBeEnabled();
  });

  test('the cascader and the code follow the controls', async ({ page }) => {
    await openPlayground(page);
    await page.getByLabel('expandTrigger', { exact: true }).selectOption('hover');
    await page.getByLabel('changeOnSelect', { exact: true }).check();
    await expect(code(page)).toContainText('expandTrigger="hover"');
    await expect(code(page)).toContainText('changeOnSelect');
    await expect(code(page)).not.toContainText('placement');
    await cascader(page).click();
    await option(page, 'Fruit').hover();
    await expect(option(page, 'Citrus')).toBeVisible();
    await page.getByLabel('fieldNames.label', { exact: true }).fill('name');
    await expect(code(page)).toContainText("fieldNames={{ label: 'name' }}");
    await expect(code(page)).toContainText("name: 'Fruit'");
    // A key the cascader cannot use: a message, and the last good key kept.
    await page.getByLabel('fieldNames.label', { exact: true }).fill('value');
    await expect(page.getByLabel('fieldNames.label', { exact: true })).toHaveAccessibleDescription(/The last valid key stays in use\.$/);
    await expect(code(page)).toContainText("fieldNames={{ label: 'name' }}");
  });

  test('logs each callback with its arguments, newest first, options without children; Clear empties it', async ({ page }) => {
    await openPlayground(page);
    await expect(log(page)).toHaveText(EN['site.playground.log.empty']);
    await cascader(page).click();
    await option(page, 'Vegetable').click();
    await option(page, 'Carrot').click();
    await expect(popup(page)).toHaveCount(0);
    const entries = log(page).locator('li');
    await expect(entries.first()).toHaveText('onOpenChange(false)');
    await expect(entries.nth(1)).toHaveText(
      'onChange(["vegetable","carrot"], [{"value":"vegetable","label":"Vegetable"},{"value":"carrot","label":"Carrot"}])',
    );
    await expect(entries.nth(2)).toHaveText('onOpenChange(true)');
    await page.getByLabel('showSearch', { exact: true }).check();
    await cascader(page).fill('le');
    await expect(entries.filter({ hasText: 'onSearch' }).first()).toHaveText('onSearch("le")');
    await expect(entries.nth(1)).toHaveText('onSearch("le")');
    await page.getByRole('button', { name: EN['site.playground.log.clear'] }).click();
    await expect(log(page)).toHaveText(EN['site.playground.log.empty']);
  });

  test('holds the configuration in the address, and a fresh visit restores it', async ({ page }) => {
    await openPlayground(page);
    await page.getByLabel('checkable', { exact: true }).check();
    await page.getByLabel('expandTrigger', { exact: true }).selectOption('hover');
    await page.getByLabel('maxTagCount', { exact: true }).fill('2');
    await expect(page).toHaveURL(/\/playground\?checkable=true&maxTagCount=2&expandTrigger=hover$/);
    const shown = await shownCode(page);
    await page.getByRole('button', { name: EN['site.playground.copy.link'] }).click();
    await expect(page.getByRole('button', { name: EN['site.playground.link.copied'] })).toBeVisible();
    await openPlayground(page, '?checkable=true&maxTagCount=2&expandTrigger=hover');
    await expect(page.getByLabel('checkable', { exact: true })).toBeChecked();
    await expect(page.getByLabel('expandTrigger', { exact: true })).toHaveValue('hover');
    await expect(page.getByLabel('maxTagCount', { exact: true })).toHaveValue('2');
    await expectCode(page, shown);
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.getByRole('button', { name: EN['site.playground.reset'] }).click();
    await expect(page).toHaveURL(/\/playground$/);
  });

  test('ignores what it cannot read and names it in a status note', async ({ page }) => {
    await openPlayground(page, '?checkable=banana&placement=sideways&colour=red&direction=rtl');
    await expect(page.getByRole('status')).toHaveText(
      `${EN['site.playground.ignored'].replace('{names}', 'checkable=banana, placement=sideways, colour=red')}`,
    );
    await expect(page.getByLabel('direction', { exact: true })).toHaveValue('rtl');
    await expect(page.getByLabel('checkable', { exact: true })).not.toBeChecked();
    await expect(page).toHaveURL(/\/playground\?direction=rtl$/);
  });

  test('works by keyboard', async ({ page }) => {
    await openPlayground(page);
    await page.getByLabel('checkable', { exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?checkable=true$/);
    await page.keyboard.press('Tab'); // its API link
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('changeOnSelect', { exact: true })).toBeFocused();
    await cascader(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(popup(page)).toBeVisible();
    await expect(log(page).locator('li').first()).toHaveText('onOpenChange(true)');
  });

  test('speaks Chinese on /zh-CN/playground, the props keeping their names', async ({ page }) => {
    await openPlayground(page, '?colour=red', '/zh-CN/playground');
    await expect(page.getByRole('status')).toHaveText('地址中无法识别、已忽略的参数：colour=red。');
    await expect(page.getByRole('checkbox', { name: 'checkable', exact: true })).toHaveAccessibleDescription(/^多选/);
    await expect(page.getByRole('link', { name: 'API 参考中的 checkable', exact: true })).toHaveAttribute('href', '/zh-CN#api-checkable');
    await expect(cascader(page, 'zh')).toBeVisible();
    // The Chinese starting placeholder is not a change: the address, once read, holds nothing.
    await expect(page.locator('.site-playground .rc-cascader')).toContainText('请选择');
    await expect(page).toHaveURL(/\/zh-CN\/playground$/);
  });
});
