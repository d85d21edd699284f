/** Types for bench-lib.mjs, for its unit tests. */
export type Part = 'search' | 'edit' | 'nav' | 'build' | 'sizes';
export declare const PARTS: Part[];

export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
}
export declare function median(values: number[]): number;
export declare function summarise(samples: number[]): Summary;
export declare function checkBudget(value: number, budget: number): { ok: boolean; mark: '✓' | '✗' };

export declare function formatMs(ms: number): string;
export declare function formatDuration(ms: number): string;
export declare function formatBytes(bytes: number): string;
export declare function formatColumns(rows: string[][], align?: ('l' | 'r')[], gap?: string): string[];

export interface Figure {
  label: string;
  samples?: number[];
  summary?: Summary;
  budget?: number;
  note?: string;
}
export declare function formatSection(title: string, figures: Figure[]): string[];

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
}
export declare function sizeTable(files: FileSize[]): {
  files: FileSize[];
  total: { raw: number; gzip: number };
  lines: string[];
};

export interface Options {
  runs: number;
  only: Part[] | null;
  json: string | null;
  build: boolean;
  port: number;
  help: boolean;
}
export declare function parseArgs(argv: string[]): Options;
export declare function partsToRun(options: Pick<Options, 'only' | 'build'>): Part[];

export declare function parseProcStat(line: string): { pid: number; comm: string; ppid: number } | undefined;
export declare function processTree(parents: Map<number, number>, root: number): number[];
export declare function readKiB(text: string, key: string): number;

export declare function htmlText(html: string): string;
export declare function pageExpectation(html: string): { title: string; demos: number };
export declare function placeholderSpan(source: string): { start: number; end: number; text: string } | undefined;
