/**
 * Reads the changelog pages (docs/changelog.md, docs/changelog.zh-CN.md) back out of their
 * Markdown and compares them, and the API reference's Version cells, with the release data that
 * `npm run changelog:sync` writes (src/site/releases.json, src/site/release-props.json).
 *
 * The page's shape, as its writers and these readers agree on it:
 *
 *     ## 3.x {#v3}                     one h2 per major, id `v<major>`
 *     ### 3.34.0 {#3.34.0}             one h3 per release, id = the version
 *     2025-04-01 · [#123](…)           a paragraph that starts with the release date
 *     - what changed                   a list with at least one item
 *
 * Other h3 headings (the migration guides) are not releases. Plain string work, like
 * ./api/reference-tables.ts: one heading, paragraph or list item per line.
 */
import {
  compareVersions,
  majorOf,
  isNextAnchor,
  rowVersionCell,
  versionRows,
  type Locale,
  type NextReleaseProps,
  type PropsBefore1,
  type ReleaseProps,
} from '../../scripts/changelog-lib.mjs';

/** One release of src/site/releases.json. */
export interface Release {
  version: string;
  tag: string;
  commit: string;
  date: string;
  source: 'registry' | 'tag';
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface ChangelogEntry {
  version: string;
  /** The `{#id}` of the heading; undefined without one. */
  id?: string;
  /** The id of the h2 the entry sits under; undefined when that h2 has none (or there is no h2). */
  group?: string;
  /** The date the paragraph after the heading starts with; undefined when it starts otherwise. */
  date?: string;
  /** The text of the list items, one per item. */
  items: string[];
  /** Everything under the heading, up to the next heading of level 1–3. */
  text: string;
  /** 1-based line of the heading. */
  line: number;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const ID_SUFFIX = /\s*\{#([^}]*)\}$/;
const RELEASE_HEADING = /^v?(\d+\.\d+\.\d+)$/;
const DATE = /^(\d{4}-\d{2}-\d{2})(?![\d-])/;
const LIST_ITEM = /^[-*+]\s+(.*)$/;

/** The release entries of a changelog page, in page order. */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let group: string | undefined;
  let current: (ChangelogEntry & { body: string[] }) | undefined;
  let inFence = false;

  const close = () => {
    if (!current) return;
    const { body, ...entry } = current;
    const firstLine = body.find((line) => line.trim() !== '')?.trim() ?? '';
    entry.date = DATE.exec(firstLine)?.[1];
    entry.text = body.join('\n');
    entries.push(entry);
    current = undefined;
  };

  for (const [index, line] of markdown.split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading && heading[1].length <= 3) {
      close();
      const id = ID_SUFFIX.exec(heading[2])?.[1];
      const text = heading[2].replace(ID_SUFFIX, '').trim();
      if (heading[1].length === 2) group = id;
      if (heading[1].length === 1) group = undefined;
      const release = heading[1].length === 3 ? RELEASE_HEADING.exec(text) : null;
      if (release) current = { version: release[1], id, group, items: [], text: '', line: index + 1, body: [] };
      continue;
    }
    if (!current) continue;
    current.body.push(line);
    const item = inFence ? null : LIST_ITEM.exec(line);
    if (item) current.items.push(item[1].trim());
  }
  close();
  return entries;
}

export interface ChangelogDrift {
  /** Releases of the data with no entry. */
  missing: string[];
  /** Entries for versions the data does not have. */
  extra: string[];
  /** Versions with more than one entry. */
  duplicates: string[];
  /** Entries whose date is missing or differs from the data's. */
  dates: string[];
  /** Entries without a list item that has text. */
  empty: string[];
  /** Entries whose heading id is not the version. */
  ids: string[];
  /** Entries outside the h2 of their major (`{#v3}` for 3.x). */
  groups: string[];
  /** Entries not in newest-first order. */
  order: string[];
}

/** Compares a changelog page with the releases of the data. Every list is empty when they agree. */
export function checkChangelog(markdown: string, releases: Release[]): ChangelogDrift {
  const entries = parseChangelog(markdown);
  const byVersion = new Map(releases.map((release) => [release.version, release]));
  const seen = new Map<string, number>();
  for (const entry of entries) seen.set(entry.version, (seen.get(entry.version) ?? 0) + 1);
  const known = entries.filter((entry) => byVersion.has(entry.version));

  return {
    missing: releases.filter((release) => !seen.has(release.version)).map((release) => release.version),
    extra: entries.filter((entry) => !byVersion.has(entry.version)).map((entry) => `${entry.version} (line ${entry.line})`),
    duplicates: [...seen].filter(([, count]) => count > 1).map(([version]) => version),
    dates: known
      .filter((entry) => entry.date !== byVersion.get(entry.version)!.date)
      .map((entry) => `${entry.version}: ${entry.date ?? 'no date'} on the page, ${byVersion.get(entry.version)!.date} in the data`),
    empty: entries.filter((entry) => !entry.items.some((item) => item.replace(/[*_`\s]/g, '') !== '')).map((entry) => entry.version),
    ids: entries.filter((entry) => entry.id !== entry.version).map((entry) => `${entry.version}: {#${entry.id ?? ''}}`),
    groups: entries
      .filter((entry) => entry.group !== `v${majorOf(entry.version)}`)
      .map((entry) => `${entry.version}: under {#${entry.group ?? ''}}`),
    order: entries
      .slice(1)
      .filter((entry, index) => compareVersions(entries[index].version, entry.version) <= 0)
      .map((entry) => `${entry.version} (line ${entry.line}) comes after an older or equal version`),
  };
}

/** Why the installed rc-cascader is not covered by the data, or undefined when it is. */
export function installedBeyondData(installed: string, releases: Release[]): string | undefined {
  const newest = [...releases].sort((a, b) => compareVersions(a.version, b.version)).at(-1)!.version;
  if (compareVersions(installed, newest) > 0) {
    return `rc-cascader ${installed} is installed but the newest release in the data is ${newest}: run npm run changelog:sync`;
  }
  return undefined;
}

/**
 * The Version cells of a page's API tables that differ from the recorded props, or name nothing recorded:
 * rc-cascader's rows against `props`, the rows of the @rc-component/cascader 1.x reference
 * (`api-next-…`) against `nextProps`.
 */
export function versionCellDrift(
  markdown: string,
  props: ReleaseProps,
  before1: PropsBefore1,
  locale: Locale,
  nextProps?: NextReleaseProps,
): string[] {
  return versionRows(markdown).flatMap((row) => {
    if (!nextProps && isNextAnchor(row.anchor)) return [`${row.anchor}: a 1.x row, and no 1.x data was given`];
    const { part, name, cell: expected } = rowVersionCell(row.anchor, row.label, { props, before1, nextProps: nextProps! }, locale);
    if (expected === undefined) return [`${row.anchor}: no recorded release declares ${part}.${name}`];
    return row.version === expected ? [] : [`${row.anchor}: "${row.version}", the recorded props say "${expected}"`];
  });
}
