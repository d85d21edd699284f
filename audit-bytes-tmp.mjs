import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
const PAGES = ['/', '/demo/simple', '/versions', '/playground'];
const dirs = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const out = {};
let port = 4750;
for (const dir of dirs) {
  port += 1;
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 1500));
  out[dir] = {};
  for (const path of PAGES) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    const sizes = [];
    page.on('response', async (r) => { try { const b = await r.body(); sizes.push(gzipSync(b).length); } catch {} });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    out[dir][path] = sizes.reduce((s, x) => s + x, 0) / 1024;
    await ctx.close();
  }
  server.kill();
  console.log(dir.split('/').pop().padEnd(32), PAGES.map((p) => `${p} ${out[dir][p].toFixed(1)}`).join('  '));
}
await browser.close();
