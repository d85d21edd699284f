#!/usr/bin/env node
/**
 * `npm run bench -- [--runs N] [--only search,edit,nav,playground] [--json FILE]`: the site's own
 * interactions, timed in a fresh headless Chromium per run against the build. CONTRIBUTING.md, "Benchmark".
 * This file reads the options, serves the build and prints the report; what each part measures is in
 * ./bench-measures.mjs, the browser and the page's instrumentation in ./bench-page.mjs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DIST, ROOT } from './bench-page.mjs';
import { PARTS } from './bench-measures.mjs';
import { startStaticHost } from './static-host.mjs';

const log = (line = '') => process.stdout.write(`${line}\n`);

/** Median, min and max of a list of samples (the median of an even count is the mean of the middle two). */
export function summarise(samples) {
  if (samples.length === 0 || !samples.every(Number.isFinite)) throw new Error(`not a list of finite samples: ${samples}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

async function main() {
  const string = (fallback) => ({ type: 'string', default: fallback });
  const { values } = parseArgs({ options: { runs: string('5'), only: string(Object.keys(PARTS).join(',')), json: string() } });
  const runs = Number(values.runs);
  const parts = Object.keys(PARTS).filter((part) => values.only.split(',').includes(part));
  if (!Number.isInteger(runs) || runs < 1 || parts.length < values.only.split(',').length) {
    throw new Error(`usage: npm run bench -- [--runs N (≥ 1)] [--only ${Object.keys(PARTS).join(',')}] [--json FILE]`);
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    log('No build in dist/: running "npm run build" first.');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  const server = await startStaticHost({ root: DIST, port: 0 });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const load = loadavg().map((value) => value.toFixed(1));
  log(`npm run bench: ${runs} run(s) a figure, each in a fresh headless Chromium (1440×900, no throttling), site at ${origin}`);
  log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min)`);
  const report = { date: new Date().toISOString(), runs, figures: [], problems: [] };
  const ms = (value) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
  try {
    for (const part of parts) {
      const [measure, title] = PARTS[part];
      log(`\n${title}: median (min–max) of ${runs}`);
      for (const figure of await measure(origin, runs, report.problems)) {
        const { median, min, max } = summarise(figure.samples);
        report.figures.push({ part, ...figure, median, min, max });
        const held = figure.budget === undefined ? '' : `  ≤ ${figure.budget} ms ${median <= figure.budget ? '✓' : '✗'}`;
        log(`  ${figure.label.padEnd(60)} ${ms(median).padStart(8)} (${ms(min)}–${ms(max)})${held}`);
      }
    }
  } finally {
    server.close();
  }
  const problems = [...new Set(report.problems)];
  log(`\nPage problems: ${problems.length === 0 ? 'none (no console error or warning, page error, or foreign request)' : ''}`);
  for (const problem of problems) log(`  ${problem}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
