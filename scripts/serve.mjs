#!/usr/bin/env node
/**
 * Serves the built site from `dist/` like a static host (see static-host.mjs).
 * Usage: node scripts/serve.mjs [--port 4173] [--dir dist] [--base /]
 */
import { parseArgs } from 'node:util';
import { normaliseBase } from '../src/site/base-path.js';
import { startStaticHost } from './static-host.mjs';

const option = (fallback) => ({ type: 'string', default: fallback });
const { values } = parseArgs({
  options: { port: option(process.env.PORT || '4173'), dir: option('dist'), base: option(process.env.SITE_BASE || '/') },
});
const [port, root, base] = [Number(values.port), values.dir, normaliseBase(values.base)];

startStaticHost({ root, base, port }).then(
  () => process.stdout.write(`Serving ${root}/ at http://127.0.0.1:${port}${base}\n`),
  (error) => {
    process.stderr.write(`Could not start the static host: ${error.message}\n`);
    process.exit(1);
  },
);
