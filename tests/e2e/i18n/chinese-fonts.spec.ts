/**
 * Chinese text is set in a stack that names fonts with Chinese glyphs (src/styles/demo-theme.css,
 * `:root:lang(zh)`), in the header, the sidebar, the article and the demos alike. A stack without
 * one (the default theme's layout is set in the generic sans-serif) made the browser search a
 * fallback font for each Chinese character: most of a Chinese page's first layout.
 *
 * English pages set no Chinese text at all: the header's switch to Chinese draws "中文"
 * (.dumi/theme/slots/LangSwitch.tsx), which spares their first layout a Chinese font.
 */
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * Each computed font-family that sets Chinese text, with the text: in text nodes outside code (in the
 * monospace stack, where a Chinese placeholder is rare), and in form controls' values and placeholders.
 */
const chineseTextFonts = () => {
  const found: { font: string; text: string }[] = [];
  const chinese = /[\u4e00-\u9fff]/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!chinese.test(node.textContent!) || parent.closest('code, pre, noscript, script')) continue;
    found.push({ font: getComputedStyle(parent).fontFamily, text: node.textContent!.trim().slice(0, 20) });
  }
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const text = `${control.placeholder} ${control.value}`;
    if (chinese.test(text) && !control.closest('code, pre'))
      found.push({ font: getComputedStyle(control).fontFamily, text: text.trim().slice(0, 20) });
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

/** The text nodes on the page that hold Chinese characters, outside scripts and templates. */
const chineseText = () => {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (/[\u3000-\u9fff\uff00-\uffef]/.test(node.textContent!) && !node.parentElement!.closest('script, noscript, template'))
      found.push(node.textContent!.trim().slice(0, 20));
  return found;
};

for (const path of ['/', '/demo/simple', '/playground', '/versions']) {
  test(`${path}: sets no Chinese text, and names its switch to Chinese "中文"`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    expect(await page.evaluate(chineseText)).toEqual([]);

    const link = page.getByRole('banner').getByRole('link', { name: '中文', exact: true });
    await expect(link).toHaveAttribute('lang', 'zh-CN');
    const drawn = await link.evaluate((element) => {
      const svg = element.querySelector('svg')!;
      const { color, fontSize } = getComputedStyle(element);
      return {
        color,
        stroke: getComputedStyle(svg).stroke,
        fill: getComputedStyle(svg).fill,
        width: svg.getBoundingClientRect().width,
        em: parseFloat(fontSize),
      };
    });
    // As wide as two characters at the link's size, stroked in the link's colour and not filled.
    expect(drawn.width).toBeCloseTo(2 * drawn.em, 1);
    expect(drawn.stroke).toBe(drawn.color);
    expect(drawn.fill).toBe('none');
  });
}
