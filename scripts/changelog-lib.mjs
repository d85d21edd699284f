/**
 * The pure part of the changelog data, shared by changelog-sync.mjs, which writes it, and
 * tests/unit/changelog.test.ts, which checks it: version order, tag dates, the API tables' Version cells.
 * @typedef {'cascader' | 'panel' | 'option' | 'showSearch' | 'fieldNames' | 'ref' | 'statics'} PropPart
 * @typedef {'en' | 'zh-CN'} Locale
 * @typedef {{ package: string, versions: Record<string, Record<PropPart, string[] | null>> }} ReleaseProps
 *   src/site/release-props.json
 * @typedef {Partial<Record<PropPart, Record<string, string>>>} PropsBefore1
 *   src/site/props-before-1.json: part → member → the 0.x release the changelog says introduced it
 * @typedef {PropPart | 'classNames' | 'styles'} NextPropPart
 * @typedef {{ package: string, firstPublished: string, versions: Record<string, Record<NextPropPart, string[] | null>> }} NextReleaseProps
 *   src/site/next-release-props.json: the same for every published @rc-component/cascader release, with the
 *   parts its semantic `classNames` and `styles` props accept (`input`, `popup.list`, …)
 */

/** A stable version number, as the changelog lists them (no pre-releases). */
export const STABLE_VERSION = /^\d+\.\d+\.\d+$/;

/** Compares two stable versions numerically: negative when a is older than b. */
export function compareVersions(a, b) {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number));
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** The major version of a stable version number. */
export function majorOf(version) {
  return Number(version.split('.')[0]);
}

/** A release's date: the committer date of its tagged commit (Unix seconds), as a UTC day, YYYY-MM-DD. */
export function utcDay(unixSeconds) {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** The tag of a version in the component's repository: `X.Y.Z` or `vX.Y.Z`; undefined when neither exists. */
export function tagOf(version, tagNames) {
  const names = tagNames instanceof Set ? tagNames : new Set(tagNames);
  const candidates = [version, `v${version}`].filter((name) => names.has(name));
  if (candidates.length > 1) throw new Error(`both ${candidates.join(' and ')} are tags: which one is ${version}?`);
  return candidates[0];
}

/**
 * The parts of the API a release's declarations are read for, one table of the reference each.
 * @type {PropPart[]}
 */
export const PROP_PARTS = ['cascader', 'panel', 'option', 'showSearch', 'fieldNames', 'ref', 'statics'];

/**
 * The parts of @rc-component/cascader's API its releases' declarations are read for: those of
 * rc-cascader, then the parts of the semantic `classNames` and `styles` props.
 * @type {NextPropPart[]}
 */
export const NEXT_PROP_PARTS = [...PROP_PARTS, 'classNames', 'styles'];

/** The Version cell of a prop that 1.0.0 already had and no 0.x changelog entry introduces. */
const BEFORE_1 = { en: 'before 1.0', 'zh-CN': '1.0 之前' };

/**
 * Which part of the API, and which member, a row of the reference documents, from its anchor
 * and the visible text of its first cell. The anchors follow the scheme of
 * tests/support/api/api-sections.ts, the same in both locales.
 * @param {string} anchor
 * @param {string} label
 * @returns {{ part: PropPart, name: string }}
 */
function memberOfRow(anchor, label) {
  if (isNextAnchor(anchor)) throw new Error(`${anchor} documents @rc-component/cascader: read it with nextMemberOfRow`);
  if (anchor === 'api-aria') return { part: 'cascader', name: 'aria-*' };
  if (label.startsWith('Cascader.')) return { part: 'statics', name: label.slice('Cascader.'.length) };
  /** @type {PropPart[]} */
  const prefixed = ['option', 'showSearch', 'fieldNames', 'panel', 'ref'];
  return { part: prefixed.find((part) => anchor.startsWith(`api-${part.toLowerCase()}-`)) ?? 'cascader', name: label };
}

/** The anchors of the @rc-component/cascader 1.x reference start with this (`api-next-popuprender`). */
const NEXT_ANCHOR_PREFIX = 'api-next-';

/** Whether a row's anchor belongs to the 1.x reference rather than rc-cascader's. */
export function isNextAnchor(anchor) {
  return anchor.startsWith(NEXT_ANCHOR_PREFIX);
}

/**
 * Which part of @rc-component/cascader's API, and which member, a row of the 1.x reference
 * documents: the anchors of rc-cascader's scheme with `next-` after `api-` (`api-next-option-label`),
 * and `api-next-part-…` for a part of the semantic `classNames`/`styles` props, named in its first
 * cell as a dotted path (`popup.list`).
 * @param {string} anchor
 * @param {string} label
 * @returns {{ part: NextPropPart, name: string }}
 */
function nextMemberOfRow(anchor, label) {
  if (!isNextAnchor(anchor)) throw new Error(`${anchor} is not an anchor of the 1.x reference`);
  const rest = `api-${anchor.slice(NEXT_ANCHOR_PREFIX.length)}`;
  if (rest.startsWith('api-part-')) return { part: 'classNames', name: label };
  return memberOfRow(rest, label);
}

/**
 * The Version cell of a 1.x option field that no release declares but the source reads (`isLeaf`,
 * `title`: tests/unit/api-reference-next.test.ts holds them to the source): which release brought it is unknown.
 */
const UNDECLARED_OPTION_FIELD = { en: 'unknown (not in the types)', 'zh-CN': '未知（类型中没有）' };

/**
 * The Version cell of any anchored row: rc-cascader's release for its own rows, @rc-component/cascader's
 * for a row of the 1.x reference. Undefined when no recorded release declares the member.
 * @param {string} anchor
 * @param {string} label
 * @param {{ props: ReleaseProps, before1: PropsBefore1, nextProps: NextReleaseProps }} data
 * @param {Locale} [locale]
 * @returns {{ part: NextPropPart, name: string, cell: string | undefined }}
 */
export function rowVersionCell(anchor, label, data, locale = 'en') {
  if (isNextAnchor(anchor)) {
    const { part, name } = nextMemberOfRow(anchor, label);
    const cell = nextVersionCell(data.nextProps, part, name, locale);
    return { part, name, cell: cell === undefined && part === 'option' ? UNDECLARED_OPTION_FIELD[locale] : cell };
  }
  const { part, name } = memberOfRow(anchor, label);
  return { part, name, cell: versionCell(data.props, data.before1, part, name, locale) };
}

/**
 * The first recorded release (oldest first) whose declarations have the member, or undefined.
 * @param {ReleaseProps | NextReleaseProps} props
 * @param {NextPropPart} part
 * @param {string} name
 * @returns {string | undefined}
 */
export function firstReleaseWith(props, part, name) {
  const versions = Object.keys(props.versions).sort(compareVersions);
  return versions.find((version) => props.versions[version][part]?.includes(name));
}

/**
 * The Version cell of a member: the first release that declares it; for a member the oldest
 * recorded release (1.0.0) already has, the 0.x release the changelog names (`before1`), else
 * "before 1.0" in the page's language. Undefined when no recorded release declares it.
 */
function versionCell(props, before1, part, name, locale = 'en') {
  const first = firstReleaseWith(props, part, name);
  if (!first) return undefined;
  const oldest = Object.keys(props.versions).sort(compareVersions)[0];
  if (first !== oldest) return first;
  return before1[part]?.[name] ?? BEFORE_1[locale];
}

/** The first published release of @rc-component/cascader brought what it declares in it or in an unpublished earlier one. */
const OR_EARLIER = { en: (version) => `${version} or earlier`, 'zh-CN': (version) => `${version} 或更早` };

/**
 * The @rc-component/cascader release that brought a member: the first recorded release whose
 * declarations have it; for a member the first published release (1.5.0) already has, which
 * release brought it is unknown, and the cell says "1.5.0 or earlier" ("1.5.0 或更早").
 * Undefined when no recorded release declares it.
 * @param {NextReleaseProps} props
 * @param {NextPropPart} part
 * @param {string} name a member, or a semantic part as a dotted path (`popup.list`)
 * @param {Locale} [locale]
 * @returns {string | undefined}
 */
export function nextVersionCell(props, part, name, locale = 'en') {
  const first = firstReleaseWith(props, part, name);
  if (!first) return undefined;
  const oldest = Object.keys(props.versions).sort(compareVersions)[0];
  return first === oldest ? OR_EARLIER[locale](first) : first;
}

/**
 * How the newest entry of recorded props differs from what the installed release declares
 * (`declared`: part → members): one line per difference; empty when they agree.
 * @param {{ versions: Record<string, Record<string, string[] | null>> }} props
 * @param {string} installed the installed release's version
 * @param {Record<string, string[] | null>} declared
 * @returns {string[]}
 */
export function newestEntryDrift(props, installed, declared) {
  const newest = Object.keys(props.versions).sort(compareVersions).at(-1);
  if (newest !== installed) return [`the newest recorded release is ${newest}, the installed one ${installed}`];
  const recorded = props.versions[newest];
  return [...new Set([...Object.keys(declared), ...Object.keys(recorded)])].flatMap((part) => {
    if (!(part in recorded)) return [`${part}: not recorded`];
    if (!(part in declared)) return [`${part}: recorded, but not a part the declarations are read for`];
    const [has, lists] = [new Set(declared[part] ?? []), new Set(recorded[part] ?? [])];
    return [
      ...[...has].filter((name) => !lists.has(name)).map((name) => `${part}.${name}: declared by ${installed}, missing from the data`),
      ...[...lists].filter((name) => !has.has(name)).map((name) => `${part}.${name}: in the data, not declared by ${installed}`),
      ...((declared[part] === null) !== (recorded[part] === null)
        ? [
            `${part}: ${declared[part] === null ? 'not declared' : 'declared'} by ${installed}, ${recorded[part] === null ? 'null' : 'a list'} in the data`,
          ]
        : []),
    ];
  });
}

/** The locale of a Markdown page, from its file name (`index.zh-CN.md` → zh-CN). */
export function localeOfFile(fileName) {
  return /\.zh-CN\.md$/.test(fileName) ? 'zh-CN' : 'en';
}

const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const VERSION_HEADERS = new Set(['Version', '版本']);

/** The offsets of a table row's unescaped pipes. */
function pipeOffsets(line) {
  const offsets = [];
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '\\') index += 1;
    else if (line[index] === '|') offsets.push(index);
  }
  return offsets;
}

/** The cells of a table row, trimmed (pipes inside cells escaped as `\|`). */
function cellsOf(line) {
  const offsets = pipeOffsets(line);
  const cells = [];
  for (let index = 0; index + 1 < offsets.length; index += 1) cells.push(line.slice(offsets[index] + 1, offsets[index + 1]).trim());
  return cells;
}

/** The visible text of a first cell: tags and backticks removed. */
function labelOf(cell) {
  return cell.replace(/<[^>]+>|`/g, '').trim();
}

/**
 * Every anchored row of the tables whose last column is Version ("Version" on the English pages, "版本" on the Chinese ones):
 * its anchor, its label, the Version cell as written and its 0-based line.
 */
export function versionRows(markdown) {
  const lines = markdown.split('\n');
  const rows = [];
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.trim().startsWith('|') || !DELIMITER_ROW.test(lines[index + 1] ?? '')) continue;
    const header = cellsOf(line.trim());
    const isVersionTable = VERSION_HEADERS.has(header.at(-1) ?? '');
    index += 2;
    for (; index < lines.length && lines[index].trim().startsWith('|'); index += 1) {
      if (!isVersionTable) continue;
      const cells = cellsOf(lines[index].trim());
      const anchor = /\bid="(api-[^"]+)"/.exec(cells[0] ?? '')?.[1];
      if (anchor) rows.push({ anchor, label: labelOf(cells[0]), version: cells.at(-1) ?? '', line: index });
    }
    index -= 1;
  }
  return rows;
}

/**
 * Writes the Version cell of every anchored API row, as `cellFor(anchor, label)` gives it
 * (undefined leaves the cell as it is). Returns the new Markdown.
 * @param {string} markdown
 * @param {(anchor: string, label: string) => string | undefined} cellFor
 * @returns {string}
 */
export function rewriteVersionCells(markdown, cellFor) {
  const lines = markdown.split('\n');
  for (const row of versionRows(markdown)) {
    const value = cellFor(row.anchor, row.label);
    if (value === undefined) continue;
    const line = lines[row.line];
    const offsets = pipeOffsets(line);
    const [start, end] = offsets.slice(-2);
    lines[row.line] = `${line.slice(0, start + 1)}${value ? ` ${value} ` : ' '}${line.slice(end)}`;
  }
  return lines.join('\n');
}
