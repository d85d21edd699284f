/**
 * Chinese text is set in a stack that names fonts with Chinese glyphs (src/styles/demo-theme.css,
 * `:root:lang(zh)`), in the header, the sidebar, the article and the demos alike. A stack without
 * one (the default theme's layout is set in the generic sans-serif) made the browser search a
 * fallback font for each Chinese character: most of a Chinese page's first layout.
 */
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * Each computed font-family that sets Chinese text, with the text: outside form controls (the UA sets
 * their font) and code (in the monospace stack, where a Chinese placeholder is rare).
 */
const chineseTextFonts = () => {
  const found: { font: string; text: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!/[\u4e00-\u9fff]/.test(node.textContent!) || parent.closest('button, select, input, textarea, code, pre, noscript, script'))
      continue;
    found.push({ font: getComputedStyle(parent).fontFamily, text: node.textContent!.trim().slice(0, 20) });
  }
  return found;
};

for (const path of ['/zh-CN', '/zh-CN/demo/panel', '/zh-CN/changelog']) {
  test(`${path}: every Chinese text is set in a stack that names Chinese fonts`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const fonts = await page.evaluate(chineseTextFonts);
    expect(fonts.length).toBeGreaterThan(50);
    const without = fonts.filter(
      ({ font }) => !(font.includes('PingFang SC') && font.includes('Microsoft YaHei') && font.includes('Site WenQuanYi Hei')),
    );
    expect(without, 'Chinese text in a stack without Chinese fonts').toEqual([]);
  });
}

test('English pages keep the Latin stack', async ({ page }) => {
  await page.goto('/demo/panel');
  await waitForApp(page);
  const prose = await page
    .locator('article .markdown p')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(prose).toMatch(/^"Helvetica Neue", helvetica, arial/);
  expect(prose).not.toContain('PingFang SC');
});
