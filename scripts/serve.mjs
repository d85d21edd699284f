#!/usr/bin/env node
/**
 * Serves the built site from `dist/` like a static host (see static-host.mjs).
 * Usage: node scripts/serve.mjs [--port 4173] [--dir dist] [--base /]
 */
import { normaliseBase, startStaticHost } from './static-host.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};

const port = Number(option('port', process.env.PORT || 4173));
const root = option('dir', 'dist');
const base = normaliseBase(option('base', process.env.SITE_BASE || '/'));

startStaticHost({ root, base, port }).then(
  () => process.stdout.write(`Serving ${root}/ at http://127.0.0.1:${port}${base}\n`),
  (error) => {
    process.stderr.write(`Could not start the static host: ${error.message}\n`);
    process.exit(1);
  },
);
