// `node scripts/side-by-side.mjs A B …`: runs the npm scripts at once (npm test's static checks, then its
// Vitest and Firefox suites), prints each one's output whole when it ends, and fails if any of them failed.
// A failed script's last lines are printed again at the very end, where a log cut to its tail still has them.
import { spawn } from 'node:child_process';

/** How many of a failed script's last lines are repeated at the end. */
const TAIL_LINES = 80;

const run = (name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output);
      process.stdout.write(text);
      resolve(code === 0 ? [] : [{ name, text: text.toString('utf8') }]);
    });
  });
const failed = (await Promise.all(process.argv.slice(2).map(run))).flat();
for (const { name, text } of failed) {
  const tail = text.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
  process.stdout.write(`\n── ${name} failed; its last ${TAIL_LINES} lines again ──\n${tail}\n`);
}
if (failed.length > 0) throw new Error(`failed: ${failed.map(({ name }) => name).join(', ')}`);
