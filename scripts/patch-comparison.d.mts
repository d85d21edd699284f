/** Types for patch-comparison.mjs, for its unit tests. */
export interface Metric {
  key: 'tbtMs' | 'lcpMs';
  label: string;
}
export declare const METRICS: Metric[];
export declare const ALPHA: number;
export declare function mannWhitneyGreater(a: number[], b: number[]): number;
export declare function fisherCombined(pValues: number[]): number;

/** The part of an audit report (`npm run audit -- --json`) the comparison reads. */
export interface AuditReport {
  pages: {
    path: string;
    kind: string;
    transferredBytes?: number | null;
    runs?: Record<'tbtMs' | 'lcpMs', (number | null)[]>;
  }[];
}
export interface PooledRuns {
  bytes: number[];
  tbtMs: number[];
  lcpMs: number[];
}
export declare function pooledRuns(reports: AuditReport[]): Map<string, PooledRuns>;
export interface ComparisonRow {
  path: string;
  metric: string;
  withoutMedian: number;
  fullMedian: number;
  p: number;
}
export declare function comparePatch(
  fullReports: AuditReport[],
  withoutReport: AuditReport,
): { rows: ComparisonRow[]; bytes: { path: string; saved: number }[]; combinedP: number; paysOnTime: boolean };
