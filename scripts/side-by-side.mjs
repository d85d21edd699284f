// `node scripts/side-by-side.mjs A B …`: runs the npm scripts at once (npm test's static checks, then its
// Vitest and Firefox suites), prints each one's output whole when it ends, and fails if any of them failed.
import { spawn } from 'node:child_process';

const run = (name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? [] : [name]);
    });
  });
const failed = (await Promise.all(process.argv.slice(2).map(run))).flat();
if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
