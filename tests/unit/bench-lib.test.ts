import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  formatBytes,
  formatColumns,
  formatDuration,
  formatMs,
  formatSection,
  htmlText,
  median,
  pageExpectation,
  parseArgs,
  parseProcStat,
  partsToRun,
  placeholderSpan,
  processTree,
  readKiB,
  sizeTable,
  summarise,
} from '../../scripts/bench-lib.mjs';

describe('median and summarise', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5])).toBe(5);
  });

  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    median(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('summarises runs, median, min and max', () => {
    expect(summarise([12, 50, 9, 14, 11])).toEqual({ runs: 5, median: 12, min: 9, max: 50 });
  });

  it('refuses no samples and samples that are not numbers', () => {
    expect(() => median([])).toThrow();
    expect(() => summarise([])).toThrow();
    expect(() => summarise([1, Number.NaN])).toThrow(/finite/);
  });
});

describe('checkBudget', () => {
  it('passes at or under the budget and fails over it', () => {
    expect(checkBudget(49.9, 50)).toEqual({ ok: true, mark: '✓' });
    expect(checkBudget(50, 50)).toEqual({ ok: true, mark: '✓' });
    expect(checkBudget(50.1, 50)).toEqual({ ok: false, mark: '✗' });
  });
});

describe('formatting', () => {
  it('prints milliseconds with one decimal below 100 ms, whole above', () => {
    expect(formatMs(3.14159)).toBe('3.1 ms');
    expect(formatMs(99.94)).toBe('99.9 ms');
    expect(formatMs(100)).toBe('100 ms');
    expect(formatMs(612.6)).toBe('613 ms');
  });

  it('prints long durations in seconds, then minutes and seconds', () => {
    expect(formatDuration(48_240)).toBe('48.2 s');
    expect(formatDuration(185_400)).toBe('3 min 05.4 s');
    expect(formatDuration(120_000)).toBe('2 min 00.0 s');
  });

  it('prints sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(3 * 1024 ** 2)).toBe('3.00 MiB');
    expect(formatBytes(1.5 * 1024 ** 3)).toBe('1.50 GiB');
  });

  it('lines columns up, right-aligning where asked, ✓ and ✗ one column wide', () => {
    expect(
      formatColumns(
        [
          ['a', '1 ms', '✓'],
          ['longer', '10 ms', '✗ over'],
        ],
        ['l', 'r', 'l'],
      ),
    ).toEqual(['a        1 ms  ✓', 'longer  10 ms  ✗ over']);
  });
});

describe('formatSection', () => {
  it('prints median, min, max and runs, and the median against the budget', () => {
    const lines = formatSection('Search', [
      { label: 'fast', samples: [10, 12, 11, 30, 9], budget: 50 },
      { label: 'slow', samples: [60, 70, 80, 20, 65], budget: 50, note: 'too slow' },
      { label: 'info', samples: [1, 2, 3] },
    ]);
    expect(lines[0]).toBe('Search');
    expect(lines[1]).toMatch(/median\s+min\s+max\s+runs\s+budget$/);
    expect(lines[2]).toMatch(/^ {2}fast\s+11\.0 ms\s+9\.0 ms\s+30\.0 ms\s+5\s+≤ 50 ms ✓$/);
    expect(lines[3]).toMatch(/^ {2}slow\s+65\.0 ms\s+20\.0 ms\s+80\.0 ms\s+5\s+≤ 50 ms ✗ {2}too slow$/);
    // No budget: information only, no mark.
    expect(lines[4]).toMatch(/^ {2}info\s+2\.0 ms\s+1\.0 ms\s+3\.0 ms\s+3$/);
    expect(lines[4]).not.toMatch(/[✓✗]/);
  });

  it('holds the median, not the best run, against the budget', () => {
    const [, , line] = formatSection('x', [{ label: 'y', samples: [1, 100, 100], budget: 50 }]);
    expect(line).toContain('✗');
  });
});

describe('sizeTable', () => {
  const files = [
    { path: 'umi.js', raw: 300_000, gzip: 90_000 },
    { path: 'umi.css', raw: 20_000, gzip: 5_000 },
    { path: 'b.async.js', raw: 300_000, gzip: 80_000 },
    { path: 'a.async.js', raw: 1_000, gzip: 600 },
  ];

  it('sorts largest first, ties by path, and totals raw and gzip', () => {
    const table = sizeTable(files);
    expect(table.files.map((file) => file.path)).toEqual(['b.async.js', 'umi.js', 'umi.css', 'a.async.js']);
    expect(table.total).toEqual({ raw: 621_000, gzip: 175_600 });
  });

  it('prints a header, one line per file and a total line', () => {
    const { lines } = sizeTable(files);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^ {2}file\s+raw\s+gzip$/);
    expect(lines[1]).toMatch(/^ {2}b\.async\.js\s+293\.0 KiB\s+78\.1 KiB$/);
    expect(lines[5]).toMatch(/^ {2}total \(4 files\)\s+606\.4 KiB\s+171\.5 KiB$/);
  });
});

describe('parseArgs and partsToRun', () => {
  it('defaults to 5 runs of everything but the build', () => {
    const options = parseArgs([]);
    expect(options).toMatchObject({ runs: 5, only: null, json: null, build: false, port: 0 });
    expect(partsToRun(options)).toEqual(['search', 'edit', 'nav', 'tti', 'sizes']);
  });

  it('adds the build with --build', () => {
    expect(partsToRun(parseArgs(['--build']))).toEqual(['search', 'edit', 'nav', 'tti', 'build', 'sizes']);
  });

  it('reads --runs, --only (one or several), --json and --port', () => {
    const options = parseArgs(['--runs', '7', '--only', 'nav,search', '--json', 'out.json', '--port', '4520']);
    expect(options).toMatchObject({ runs: 7, only: ['nav', 'search'], json: 'out.json', port: 4520 });
    // In the report's order, whatever the order given.
    expect(partsToRun(options)).toEqual(['search', 'nav']);
    expect(partsToRun(parseArgs(['--only', 'build']))).toEqual(['build']);
  });

  it('refuses unknown options, parts and bad numbers', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option/);
    expect(() => parseArgs(['--only', 'lighthouse'])).toThrow(/--only/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--json', '--build'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--port', '70000'])).toThrow(/--port/);
  });
});

describe('process tree from /proc', () => {
  it('reads pid, name and parent, even when the name holds spaces and parentheses', () => {
    expect(parseProcStat('4242 (node) S 4200 4242 4200 0 -1 4194560 1200')).toEqual({ pid: 4242, comm: 'node', ppid: 4200 });
    expect(parseProcStat('77 (my (odd) name) R 1 77 77 0')).toEqual({ pid: 77, comm: 'my (odd) name', ppid: 1 });
    expect(parseProcStat('garbage')).toBeUndefined();
  });

  it('collects a process and all its descendants, and nothing else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 12],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(parents, 10).sort()).toEqual([10, 11, 12, 13]);
    expect(processTree(parents, 13)).toEqual([13]);
  });

  it('reads kB fields from status and smaps_rollup as bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 2000 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n';
    expect(readKiB(status, 'VmRSS')).toBe(123_456 * 1024);
    expect(readKiB('Rss:  10 kB\nPss:   7 kB\nPss_Anon: 3 kB\n', 'Pss')).toBe(7 * 1024);
    expect(readKiB(status, 'VmSwap')).toBe(0);
  });
});

describe('reading prerendered pages', () => {
  it('decodes text and entities', () => {
    expect(htmlText('<b>Rock</b> &amp; roll&#x27;s &#169;\n  end')).toBe("Rock & roll's © end");
  });

  it('finds the h1 text and counts the demos', () => {
    const html =
      '<h1 id="search"><a aria-hidden="true" href="#search"><span class="icon icon-link"></span></a>Search</h1>' +
      '<div class="dumi-default-previewer-demo"><template id="P:7"></template></div>' +
      '<div class="dumi-default-previewer-demo"><template id="P:8"></template></div>' +
      '<div class="dumi-default-previewer-demo-error">not a demo box</div>';
    expect(pageExpectation(html)).toEqual({ title: 'Search', demos: 2 });
    expect(pageExpectation('<h1>Home</h1>')).toEqual({ title: 'Home', demos: 0 });
    expect(() => pageExpectation('<h2>no title</h2>')).toThrow(/h1/);
  });
});

describe('placeholderSpan', () => {
  it('locates the first placeholder attribute value', () => {
    const source = '<Cascader\n  id="x"\n  placeholder="Choose a city"\n  allowClear\n/>';
    const span = placeholderSpan(source);
    expect(span).toMatchObject({ text: 'Choose a city' });
    expect(source.slice(span!.start, span!.end)).toBe('Choose a city');
  });

  it('handles an empty value and says when there is none', () => {
    const span = placeholderSpan('<input placeholder="" />');
    expect(span).toMatchObject({ text: '' });
    expect(span!.start).toBe(span!.end);
    expect(placeholderSpan('<input data-placeholder-ish />')).toBeUndefined();
  });
});
