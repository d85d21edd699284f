/**
 * The playground's layout and accessibility: on a phone the controls stack in one column and nothing
 * scrolls sideways; on a wide screen the preview sits beside the controls; axe finds nothing in either
 * colour mode, with controls disabled, the log filled and the menu open.
 */
import { axeProblems, COLOUR_RULES } from '../../support/axe';
import { useColourMode } from '../../support/page-health';
import { expect, test } from '../fixture';
import { cascader, log, openPlayground, option, popup } from './support';

for (const width of [320, 390]) {
  test(`at ${width} px the controls stack and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPlayground(page, '?checkable=true&showSearch=true');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBe(0);
    const boxes = await page
      .locator('.site-playground-group')
      .evaluateAll((groups) => groups.map((group) => group.getBoundingClientRect().x));
    expect(new Set(boxes).size, 'every group starts at the same x').toBe(1);
    const preview = (await page.locator('.site-playground-preview').boundingBox())!;
    const controls = (await page.locator('.site-playground-controls').boundingBox())!;
    expect(controls.y, 'the controls come below the preview').toBeGreaterThanOrEqual(preview.y + preview.height);
    await cascader(page).click();
    await option(page, 'Fruit').click();
    await expect(option(page, 'Citrus')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await overflow()).toBe(0);
  });
}

test('at 1440 px the preview and the log sit beside the controls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlayground(page);
  const preview = (await page.locator('.site-playground-preview').boundingBox())!;
  const controls = (await page.locator('.site-playground-controls').boundingBox())!;
  const logBox = (await log(page).boundingBox())!;
  expect(controls.x).toBeGreaterThan(preview.x + preview.width);
  expect(Math.abs(controls.y - preview.y)).toBeLessThan(40);
  expect(logBox.x).toBeLessThan(controls.x);
  // The preview and the log stay on screen while the controls scroll by, but never ride over the code.
  const code = page.locator('.site-playground-code');
  await code.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect
    .poll(async () => {
      const side = (await page.locator('.site-playground-side').boundingBox())!;
      return (await code.boundingBox())!.y - (side.y + side.height);
    })
    .toBeGreaterThanOrEqual(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in ${mode} mode, controls disabled, log filled, menu open`, async ({ page }) => {
    await useColourMode(page, mode);
    await openPlayground(page, '?allowClear=true&maxTagCount=1&colour=red');
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByLabel('maxTagCount', { exact: true })).toBeDisabled();
    await cascader(page).click();
    await option(page, 'Vegetable').click();
    await option(page, 'Leek').click();
    await expect(log(page).locator('li')).toHaveCount(3);
    const rules = mode === 'dark' ? COLOUR_RULES : undefined;
    expect(await axeProblems(page, { include: ['.site-playground'], state: `${mode}, closed`, rules })).toEqual([]);
    await cascader(page).click();
    await expect(popup(page)).toBeVisible();
    const include = ['.site-playground', '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)'];
    expect(await axeProblems(page, { include, state: `${mode}, open`, rules })).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on @rc-component/cascader in ${mode} mode, a box checked, menu open`, async ({ page }) => {
    await useColourMode(page, mode);
    await openPlayground(page, '?package=%40rc-component%2Fcascader&checkable=true&checkStrictly=true&allowClear=true');
    const next = page.locator('.site-cascader-next > .rc-cascader');
    await next.click();
    await option(page, 'Fruit').locator('.rc-cascader-checkbox').click();
    await expect(next).toContainText('Fruit');
    await expect(popup(page)).toBeVisible();
    // 1.x's popup renders at the end of the body, in the element its stylesheet is scoped to there.
    const rules = mode === 'dark' ? COLOUR_RULES : undefined;
    const include = ['.site-playground', '#site-cascader-next-popups .rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)'];
    expect(await axeProblems(page, { include, state: `${mode}, 1.x, open`, rules })).toEqual([]);
  });
}
