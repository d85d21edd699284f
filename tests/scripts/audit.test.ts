import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../support/run-script';
import { beyondSpread, ownBudgetMisses, withoutScripts } from '../../scripts/audit.mjs';

const ROOT = join(__dirname, '../..');

describe('the audit front door (scripts/audit.mjs)', () => {
  it('strips every script and script preload from the baseline page, and nothing else', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"><link rel="preload" as="script" href="/b.js"><link rel="icon" href="/i.svg"><script>x()</script></head><body><p>Text</p><script src="/c.js"></script></body>';
    expect(withoutScripts(html)).toBe('<head><link rel="icon" href="/i.svg"></head><body><p>Text</p></body>');
  });

  it('tells runs that overlap from runs that do not', () => {
    expect(beyondSpread([10, 20, 30], [25, 40])).toBe(false);
    expect(beyondSpread([10, 20], [25, 40])).toBe(true);
    expect(beyondSpread([], [1])).toBe(false);
  });

  it('holds TBT over the baseline and every run’s first paint to their budgets', () => {
    const figures = (tbtMs: number, firstPaints: number[]) => ({ tbtMs, firstPaints });
    const rows = [
      { page: '/__audit__/no-script-baseline', figures: figures(20, [900]) },
      { page: '/', figures: figures(110, [300, 350]) },
      { page: '/demo/simple', figures: figures(130, [300, 450]) },
    ];
    expect(ownBudgetMisses(rows as never, 20)).toEqual([
      "/demo/simple: TBT 110 ms over the baseline's (budget 100)",
      '/demo/simple: first paint over 400 ms in 1 of 2 runs',
    ]);
  });

  // One run of the real thing, on one page of the build (npm test builds first): Lighthouse CI, the
  // baseline, the table.
  it('audits a page of the build beside its no-script baseline', async () => {
    const run = await runScript(['scripts/audit.mjs', '--only', '/demo/simple', '--runs', '1'], { cwd: ROOT, timeout: 240_000 });
    expect(run.timedOut, 'cut off at 240 s').toBe(false);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\| \/__audit__\/no-script-baseline \| \d+ \| \d\.\d\d \|/);
    expect(run.stdout).toMatch(/\| \/demo\/simple \| \d+ \| \d\.\d\d \| \d+ \| -?\d+ \|/);
  }, 300_000);
});
