/**
 * The pure part of `npm run bench` (scripts/bench.mjs): statistics, budgets, formatting, the size
 * table, option parsing, and the bits of /proc and HTML reading that need no browser. Unit-tested in
 * tests/unit/bench-lib.test.ts; types in bench-lib.d.mts.
 */

/** What `--only` accepts. */
export const PARTS = ['search', 'edit', 'nav', 'tti', 'build', 'sizes'];

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median, min and max of a non-empty list of samples, and how many there were. */
export function summarise(samples) {
  if (samples.length === 0) throw new Error('no samples to summarise');
  if (samples.some((value) => !Number.isFinite(value))) throw new Error(`not a finite sample: ${samples.join(', ')}`);
  return { runs: samples.length, median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}

/** Whether a figure meets its budget (at most the budget), and the mark printed beside it. */
export function checkBudget(value, budget) {
  const ok = value <= budget;
  return { ok, mark: ok ? '✓' : '✗' };
}

/** `12.3 ms`; whole milliseconds from 100 ms up. */
export function formatMs(ms) {
  return ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`;
}

/** A long duration: `48.2 s`, `3 min 05.4 s`. */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1).padStart(4, '0');
  return `${minutes} min ${rest} s`;
}

/** Binary units: `512 B`, `12.3 KiB`, `1.50 MiB`, `1.21 GiB`. */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(2)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

/**
 * Lays rows of cells out in columns. `align` has one 'l' or 'r' per column (left by default).
 * Widths count characters, so ✓ and ✗ take one column each.
 */
export function formatColumns(rows, align = [], gap = '  ') {
  const widths = [];
  for (const row of rows) row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, [...cell].length)));
  return rows.map((row) =>
    row
      .map((cell, index) => {
        const pad = ' '.repeat(widths[index] - [...cell].length);
        return align[index] === 'r' ? pad + cell : cell + pad;
      })
      .join(gap)
      .trimEnd(),
  );
}

/**
 * One section of the report: a heading, then one line per figure with its median, min and max,
 * and its budget with ✓ or ✗ (the median is what is held against the budget). A figure without
 * a budget is information only.
 * `figures`: `{ label, samples?: number[], summary?, budget?: number, note?: string }`.
 */
export function formatSection(title, figures) {
  const rows = [['', 'median', 'min', 'max', 'runs', 'budget']];
  for (const figure of figures) {
    const summary = figure.summary ?? summarise(figure.samples);
    const budget = figure.budget === undefined ? '' : `≤ ${figure.budget} ms ${checkBudget(summary.median, figure.budget).mark}`;
    rows.push([
      `  ${figure.label}`,
      formatMs(summary.median),
      formatMs(summary.min),
      formatMs(summary.max),
      String(summary.runs),
      budget + (figure.note ? `${budget ? '  ' : ''}${figure.note}` : ''),
    ]);
  }
  return [title, ...formatColumns(rows, ['l', 'r', 'r', 'r', 'r', 'l'])];
}

/**
 * The size table: every file largest first (by raw size, then by path), with its raw and gzipped
 * size, and a total line. `files`: `{ path, raw, gzip }`.
 */
export function sizeTable(files) {
  const sorted = [...files].sort((a, b) => b.raw - a.raw || a.path.localeCompare(b.path));
  const total = sorted.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
  const rows = [
    ['file', 'raw', 'gzip'],
    ...sorted.map((file) => [file.path, formatBytes(file.raw), formatBytes(file.gzip)]),
    [`total (${sorted.length} files)`, formatBytes(total.raw), formatBytes(total.gzip)],
  ];
  return { files: sorted, total, lines: formatColumns(rows, ['l', 'r', 'r']).map((line) => `  ${line}`) };
}

/**
 * Parses the command line: `--runs N` (default 5), `--only part[,part]`, `--json file`, `--build`,
 * `--port N` (0 = any free port). Throws with a usage message on anything else.
 */
export function parseArgs(argv) {
  const options = { runs: 5, only: null, json: null, build: false, port: 0, help: false };
  const value = (index, name) => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--runs') {
      const runs = Number(value(index, '--runs'));
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${argv[index + 1]}`);
      options.runs = runs;
      index += 1;
    } else if (arg === '--only') {
      const parts = value(index, '--only')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = parts.filter((part) => !PARTS.includes(part));
      if (unknown.length > 0 || parts.length === 0) {
        throw new Error(`--only takes ${PARTS.join('|')} (comma-separated), not ${argv[index + 1]}`);
      }
      options.only = [...new Set(parts)];
      index += 1;
    } else if (arg === '--json') {
      options.json = value(index, '--json');
      index += 1;
    } else if (arg === '--port') {
      const port = Number(value(index, '--port'));
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${argv[index + 1]}`);
      options.port = port;
      index += 1;
    } else if (arg === '--build') {
      options.build = true;
    } else if (arg === '--help' || arg === '-h') {
      options.help = true;
    } else {
      throw new Error(`unknown option ${arg}`);
    }
  }
  return options;
}

/**
 * Which parts a run measures. Without `--only`: the three interactions and the sizes, plus the
 * build with `--build`. `--only build` measures the build without needing `--build`.
 */
export function partsToRun(options) {
  if (options.only) return PARTS.filter((part) => options.only.includes(part));
  return PARTS.filter((part) => part !== 'build' || options.build);
}

/**
 * Reads a /proc/<pid>/stat line: the pid, the command name and the parent pid. The name sits in
 * parentheses and may itself hold spaces and parentheses, so the fields are read after the last ')'.
 */
export function parseProcStat(line) {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(line.slice(0, open).trim());
  const fields = line.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid)) return undefined;
  return { pid, comm: line.slice(open + 1, close), ppid };
}

/** A process and all its descendants, given each process's parent (`Map<pid, ppid>`). */
export function processTree(parents, root) {
  const children = new Map();
  for (const [pid, ppid] of parents) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const tree = [];
  const queue = [root];
  const seen = new Set();
  while (queue.length > 0) {
    const pid = queue.shift();
    if (seen.has(pid)) continue;
    seen.add(pid);
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** A `Key:   1234 kB` line's value in bytes, from /proc/<pid>/status or smaps_rollup; 0 if absent. */
export function readKiB(text, key) {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : 0;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlText(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code) => {
      if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a prerendered page shows once it is complete: its h1's text and how many demos it has.
 * The client-side navigation benchmark waits for the same in the browser.
 */
export function pageExpectation(html) {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!h1) throw new Error('the page has no h1');
  const demos = html.match(/class="dumi-default-previewer-demo"/g)?.length ?? 0;
  return { title: htmlText(h1[1]), demos };
}

/**
 * The source span the live-edit benchmark retypes: the value of the first `placeholder="…"`
 * attribute in a demo's code, as `[start, end)` offsets, and the text there.
 */
export function placeholderSpan(source) {
  const match = /\bplaceholder="([^"]*)"/.exec(source);
  if (!match) return undefined;
  const start = match.index + match[0].indexOf('"') + 1;
  return { start, end: start + match[1].length, text: match[1] };
}
