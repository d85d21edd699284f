#!/usr/bin/env node
/**
 * Whether each patch pays: compares the cold audits of builds made without a patch with those of
 * the full build (scripts/patch-comparison.mjs says how). Audit the builds in turns, in one session,
 * on an idle machine, with the same pages and runs, e.g.
 *   SITE_WITHOUT_PATCHES="resize observer" npm run build && cp -r dist /tmp/no-resize && npm run build
 *   npm run audit -- --only =/,=/demo/simple --runs 5 --json full-1.json
 *   npm run audit -- --dist /tmp/no-resize --only =/,=/demo/simple --runs 5 --json no-resize.json
 *   npm run audit -- --only =/,=/demo/simple --runs 5 --json full-2.json
 *   npm run compare-audits -- --full full-1.json,full-2.json --without no-resize.json
 *
 * Usage: node scripts/compare-audits.mjs --full <report.json>[,…] --without <report.json>[,…]
 * Exit code: 0 when compared, 2 on a usage error or an unreadable report.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ALPHA, comparePatch } from './patch-comparison.mjs';

const USAGE = 'Usage: npm run compare-audits -- --full <report.json>[,…] --without <report.json>[,…]';

function parse(argv) {
  const lists = { full: [], without: [] };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index]?.replace(/^--/, '');
    const value = argv[index + 1];
    if (!(name in lists) || !value) throw new Error(`unexpected ${argv[index] ?? 'end of options'}`);
    lists[name].push(...value.split(',').filter(Boolean));
  }
  if (lists.full.length === 0 || lists.without.length === 0) throw new Error('both --full and --without are needed');
  return lists;
}

function main() {
  let lists;
  let full;
  let without;
  try {
    lists = parse(process.argv.slice(2));
    const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
    full = lists.full.map(read);
    without = lists.without.map(read);
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  const ms = (value) => `${Math.round(value)} ms`;
  for (const [index, file] of lists.without.entries()) {
    const { rows, bytes, combinedP, paysOnTime } = comparePatch(full, without[index]);
    process.stdout.write(`${basename(file)} against ${lists.full.length} full-build report(s):\n`);
    for (const row of rows) {
      process.stdout.write(
        `  ${row.path} ${row.metric}: ${ms(row.withoutMedian)} without, ${ms(row.fullMedian)} with; p = ${row.p.toFixed(3)}\n`,
      );
    }
    for (const { path, saved } of bytes) process.stdout.write(`  ${path}: the patch saves ${(saved / 1024).toFixed(1)} KiB\n`);
    process.stdout.write(
      `  combined p = ${combinedP.toFixed(4)}: ${paysOnTime ? 'slower without it, beyond the runs\' spread' : `no time win the runs can tell from chance (p ≥ ${ALPHA})`}\n\n`,
    );
  }
  return 0;
}

process.exitCode = main();
