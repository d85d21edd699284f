import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runScript } from '../support/run-script';

/** Whether a process still runs: there, and not a zombie waiting for a parent to reap it (Linux's /proc). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Whether a process stops running within a second of being killed (the signal takes a moment). */
async function ends(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 20; tries += 1) {
    if (!running(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

// A script that starts a server-like child of its own and prints its pid, as the audit's Lighthouse CI does.
const dir = mkdtempSync(join(tmpdir(), 'run-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = (name: string, end: string) => {
  const file = join(dir, name);
  writeFileSync(
    file,
    `const { spawn } = require('node:child_process');\nconst child = spawn('sleep', ['60'], { stdio: 'ignore' });\nconsole.log(child.pid);\n${end}\n`,
  );
  return file;
};

it('kills the script and what it started when the time is up', async () => {
  const run = await runScript([script('hangs.cjs', 'setInterval(() => {}, 1000);')], { cwd: dir, timeout: 1000 });
  expect(run.timedOut).toBe(true);
  expect(await ends(Number(run.stdout.trim()))).toBe(true);
});

it('leaves nothing behind of a script that ends by itself, and reports how it ended', async () => {
  const run = await runScript([script('ends.cjs', "console.error('done'); process.exit(3);")], { cwd: dir, timeout: 10_000 });
  expect(run).toMatchObject({ status: 3, stderr: 'done\n', timedOut: false });
  expect(await ends(Number(run.stdout.trim()))).toBe(true);
});
