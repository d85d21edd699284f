/** Types for changelog-lib.mjs, for the drift tests. */
export declare const STABLE_VERSION: RegExp;
export declare function compareVersions(a: string, b: string): number;
export declare function majorOf(version: string): number;
export declare function utcDay(unixSeconds: number): string;
export declare function tagOf(version: string, tagNames: Iterable<string>): string | undefined;

export type PropPart = 'cascader' | 'panel' | 'option' | 'showSearch' | 'fieldNames' | 'ref' | 'statics';
export declare const PROP_PARTS: PropPart[];
export type Locale = 'en' | 'zh-CN';
export declare const BEFORE_1: Record<Locale, string>;

/** src/site/release-props.json */
export interface ReleaseProps {
  package: string;
  versions: Record<string, Record<PropPart, string[] | null>>;
}
/** src/site/props-before-1.json: part → member → the 0.x release the changelog says introduced it. */
export type PropsBefore1 = Partial<Record<PropPart, Record<string, string>>>;

export declare function memberOfRow(anchor: string, label: string): { part: PropPart; name: string };
export declare function firstReleaseWith(props: ReleaseProps, part: PropPart, name: string): string | undefined;
export declare function versionCell(
  props: ReleaseProps,
  before1: PropsBefore1,
  part: PropPart,
  name: string,
  locale?: Locale,
): string | undefined;
export declare function localeOfFile(fileName: string): Locale;

export interface VersionRow {
  anchor: string;
  label: string;
  /** The Version cell as written ('' when empty). */
  version: string;
  /** 0-based line of the row. */
  line: number;
}
export declare function versionRows(markdown: string): VersionRow[];
export declare function rewriteVersionCells(
  markdown: string,
  cellFor: (anchor: string, label: string) => string | undefined,
): string;
