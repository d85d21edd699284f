import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RUNNER = join(__dirname, '../../scripts/side-by-side.mjs');

/** Runs the runner in a package of its own whose scripts are `scripts`. */
function runIn(scripts: Record<string, string>, ...names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'side-by-side-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'side-by-side-check', private: true, scripts }));
  try {
    return spawnSync(process.execPath, [RUNNER, ...names], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("npm test's side-by-side runner (scripts/side-by-side.mjs)", () => {
  it("runs the scripts at once and prints each one's output in one piece", () => {
    // Each script waits for the other's file: run one after the other, they would never end.
    const wait = (file: string) => `node -e "const f=require('fs');const t=setInterval(()=>f.existsSync('${file}')&&clearInterval(t),20)"`;
    const run = runIn(
      { a: `echo a1 && touch a.flag && ${wait('b.flag')} && echo a2`, b: `echo b1 && touch b.flag && ${wait('a.flag')} && echo b2` },
      'a',
      'b',
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/a1\s+a2/);
    expect(run.stdout).toMatch(/b1\s+b2/);
  }, 60_000);

  it('fails, naming the scripts that failed, after the others have ended', () => {
    const run = runIn({ ok: 'echo fine', bad: 'echo broken && exit 3' }, 'ok', 'bad');
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('fine');
    expect(run.stdout).toContain('broken');
    expect(run.stderr).toContain('failed: bad');
    // The failed one's output comes again last, so that a log cut to its tail still shows it.
    expect(run.stdout.slice(run.stdout.lastIndexOf('fine'))).toMatch(/bad failed; its last 80 lines again[^]*broken/);
  }, 60_000);
});
