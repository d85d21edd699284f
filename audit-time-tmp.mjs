import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, appendFileSync } from 'node:fs';
const PATCHES = ['prerender-when-all-is-ready', 'demo-boundaries', 'route-meta-in-render', 'route-meta-without-a-deep-copy', 'compile-hints', 'app-script-after-paint'];
const PAGE = process.argv[2] ?? '/demo/simple';
const RUNS = Number(process.argv[3] ?? 5);
const LOG = '/work/audit-time.jsonl';
const dirs = ['base', ...PATCHES];
const servers = dirs.map((d, i) => spawn('node', ['scripts/serve.mjs', '--port', String(4800 + i), '--dir', `/work/audit-dists/${d}`], { stdio: 'ignore' }));
await new Promise((r) => setTimeout(r, 2000));
const port = (d) => 4800 + dirs.indexOf(d);
function lh(d) {
  const r = spawnSync('node', ['node_modules/lighthouse/cli/index.js', `http://127.0.0.1:${port(d)}${PAGE}`, '--output=json', '--output-path=/tmp/lh.json', '--only-categories=performance', '--quiet', '--chrome-flags=--headless=new --no-sandbox'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8' });
  const j = JSON.parse(readFileSync('/tmp/lh.json', 'utf8'));
  return { lcp: j.audits['largest-contentful-paint'].numericValue, tbt: j.audits['total-blocking-time'].numericValue, bi: j.environment.benchmarkIndex };
}
for (const patch of PATCHES) {
  for (let run = 0; run < RUNS; run++) {
    for (const d of run % 2 ? [patch, 'base'] : ['base', patch]) {
      const m = lh(d);
      appendFileSync(LOG, JSON.stringify({ page: PAGE, patch, build: d === 'base' ? 'with' : 'without', run, ...m }) + '\n');
    }
  }
}
servers.forEach((s) => s.kill());
