#!/usr/bin/env node
/**
 * `node scripts/og-image.mjs` draws public/og-image.png, the pages' `og:image` (1200 × 630, the size of
 * Twitter's large card), in headless Chromium from the markup below. Run it after changing the design.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const ROOT = join(import.meta.dirname, '..');
const logo = readFileSync(join(ROOT, 'public', 'logo.svg'), 'utf8');

const column = (items, chosen) =>
  `<ul>${items.map((item) => `<li${item === chosen ? ' class="chosen"' : ''}>${item}<span>${chosen === undefined ? '' : '›'}</span></li>`).join('')}</ul>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #1f2329;
    background: linear-gradient(135deg, #f5f9ff 0%, #e6f0ff 55%, #d3e5ff 100%); padding: 0 72px 0 80px;
    display: flex; align-items: center; justify-content: space-between; overflow: hidden; }
  .brand svg { width: 104px; height: 104px; display: block; }
  h1 { font-size: 80px; letter-spacing: -1px; margin-top: 28px; }
  p { font-size: 31px; color: #3d4653; margin-top: 22px; width: 440px; line-height: 1.35; }
  .cascader { width: 570px; }
  .field { height: 66px; border: 2px solid #1677ff; border-radius: 10px; background: #fff; font-size: 27px;
    padding: 16px 22px; color: #1f2329; box-shadow: 0 0 0 4px rgba(22, 119, 255, 0.15); }
  .menu { display: flex; margin-top: 10px; background: #fff; border-radius: 12px; box-shadow: 0 18px 40px rgba(15, 23, 42, 0.16); overflow: hidden; }
  ul { list-style: none; padding: 8px 0; flex: 1; border-left: 1px solid #dfe4ea; }
  ul:first-child { border-left: 0; }
  li { font-size: 25px; padding: 14px 20px; display: flex; justify-content: space-between; color: #1f2329; }
  li span { color: #8a93a0; }
  li.chosen { background: #dbe8ff; color: #0a4fc2; font-weight: bold; }
</style></head><body>
  <div class="brand">${logo}<h1>rc-cascader</h1><p>The React cascading select. A guide, live demos and the full API.</p></div>
  <div class="cascader">
    <div class="field">Japan / Kansai / Kyoto</div>
    <div class="menu">
      ${column(['Canada', 'Japan', 'Norway'], 'Japan')}
      ${column(['Kanto', 'Kansai', 'Hokkaido'], 'Kansai')}
      ${column(['Osaka', 'Kyoto', 'Kobe'], 'Kyoto').replace(/<span>›<\/span>/g, '<span></span>')}
    </div>
  </div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS, '--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  const file = join(ROOT, 'public', 'og-image.png');
  await page.screenshot({ path: file, type: 'png' });
  process.stdout.write(`Wrote ${file}\n`);
} finally {
  await browser.close();
}
