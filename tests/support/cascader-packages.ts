/**
 * Reads the public surface of an installed cascader package (rc-cascader 3.x or
 * @rc-component/cascader 1.x) from its own type declarations, with the TypeScript compiler
 * API, and compares two of them. The versions page (docs/versions.md) is checked against
 * this comparison by tests/unit/versions.test.ts.
 *
 * The home page's reader (tests/support/api/component-api.ts) asks for rc-cascader's type names, and
 * the newer package renamed one of them (ShowSearchType → SearchConfig), so this reader finds
 * the `showSearch` object through the prop's own type instead of by name. For rc-cascader it
 * lists the same members; the versions test checks that.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { DECLARATION_READER_OPTIONS } from './api/component-api';

/** One member of an interface or object type, as the declarations give it. */
export interface PackageMember {
  name: string;
  /** The declared type, as TypeScript prints it. */
  type: string;
  /** The text of a `@deprecated` JSDoc tag ('' for a bare tag); undefined when not deprecated. */
  deprecated?: string;
  /** True when the declaration carries `@private`. */
  private: boolean;
  /** True for the `aria-*` props that come from React's `AriaAttributes`. */
  aria: boolean;
}

export interface CascaderPackage {
  /** The package name, from its package.json. */
  name: string;
  version: string;
  /** The declaration file the package's `types` (or `main`) points to, relative to the package. */
  typesEntry: string;
  /** `peerDependencies.react` of the package. */
  reactPeer: string;
  /** The names the entry exports as values (`default`, `Panel`). */
  valueExports: string[];
  /** The names the entry exports as types only (`CascaderProps`, …). */
  typeExports: string[];
  /** Every property of `CascaderProps`, inherited ones included. */
  cascaderProps: PackageMember[];
  /** The props of `Panel` (`PanelProps`). */
  panelProps: PackageMember[];
  /** The fields of the object `showSearch` accepts. */
  searchFields: PackageMember[];
  /** The static members of the default export (`SHOW_PARENT`, `Panel`, …), `displayName` aside. */
  statics: PackageMember[];
  /** The members of `CascaderRef`. */
  refMembers: PackageMember[];
  /** The declared fields of an option (`BaseOptionType`). */
  optionFields: PackageMember[];
  /** The fields of `fieldNames` (`FieldNames`). */
  fieldNamesFields: PackageMember[];
  /** The files under `assets/` that the package publishes. */
  assets: string[];
}

/** The folder of an installed package, resolved from this project's node_modules. */
export function packageDir(name: string, fromDir: string = process.cwd()): string {
  const resolveFrom = createRequire(join(fromDir, 'package.json'));
  return dirname(resolveFrom.resolve(`${name}/package.json`));
}

interface PackageJson {
  name: string;
  version: string;
  types?: string;
  typings?: string;
  main?: string;
  files?: string[];
  peerDependencies?: Record<string, string>;
}

function declarationEntry(json: PackageJson): string {
  const entry = (json.types ?? json.typings ?? `${(json.main ?? './index').replace(/\.js$/, '')}.d.ts`).replace(/^\.\//, '');
  return entry.endsWith('.d.ts') ? entry : `${entry}.d.ts`;
}

function jsDocTag(symbol: ts.Symbol, tagName: string): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    for (const tag of ts.getJSDocTags(declaration)) {
      if (tag.tagName.text === tagName) return ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '';
    }
  }
  return undefined;
}

function declaredInAriaAttributes(symbol: ts.Symbol): boolean {
  const parent = symbol.declarations?.[0]?.parent;
  return !!parent && ts.isInterfaceDeclaration(parent) && parent.name.text === 'AriaAttributes';
}

/**
 * Lists the public surface of the cascader package in `dir` (the folder of its package.json).
 * Throws when the declarations no longer have the shape this reader expects.
 */
export function readCascaderPackage(dir: string): CascaderPackage {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  const typesEntry = declarationEntry(json);
  const entryFile = join(dir, typesEntry);
  const program = ts.createProgram([entryFile], DECLARATION_READER_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  if (!source) throw new Error(`TypeScript could not read ${entryFile}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile} is not a module`);

  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]));
  const resolved = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const isValue = (symbol: ts.Symbol) => (resolved(symbol).flags & ts.SymbolFlags.Value) !== 0;

  const membersOf = (type: ts.Type, location: ts.Node, keep: (symbol: ts.Symbol) => boolean = () => true) =>
    checker
      .getPropertiesOfType(type)
      .filter(keep)
      .map((symbol): PackageMember => ({
        name: symbol.getName(),
        type: checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), location, ts.TypeFormatFlags.NoTruncation),
        deprecated: jsDocTag(symbol, 'deprecated'),
        private: jsDocTag(symbol, 'private') !== undefined,
        aria: declaredInAriaAttributes(symbol) && symbol.getName().startsWith('aria-'),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));

  const exportedType = (name: string) => {
    const symbol = exports.get(name);
    if (!symbol) throw new Error(`${entryFile} does not export ${name}`);
    const target = resolved(symbol);
    return { type: checker.getDeclaredTypeOfSymbol(target), location: target.declarations![0] };
  };

  const props = exportedType('CascaderProps');
  const ref = exportedType('CascaderRef');
  const option = exportedType('BaseOptionType');
  const fieldNames = exportedType('FieldNames');

  // `showSearch?: boolean | <the search object>`: the object is the one constituent that is not boolean.
  const showSearch = props.type.getProperty('showSearch');
  if (!showSearch) throw new Error(`${json.name}'s CascaderProps has no showSearch`);
  const showSearchType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(showSearch, props.location));
  const searchObjects = (showSearchType.isUnion() ? showSearchType.types : [showSearchType]).filter(
    (part) => (part.flags & ts.TypeFlags.Object) !== 0,
  );
  if (searchObjects.length !== 1) throw new Error(`${json.name}: showSearch should accept one object type`);

  // The default export is the component; its call signature's parameter is not needed, only its statics.
  const defaultSymbol = exports.get('default');
  if (!defaultSymbol) throw new Error(`${entryFile} has no default export`);
  const component = resolved(defaultSymbol);
  const componentDeclaration = component.declarations![0];
  const componentType = checker.getTypeOfSymbolAtLocation(component, componentDeclaration);

  // Panel is exported as a value; its props are its first parameter.
  const panelSymbol = exports.get('Panel');
  if (!panelSymbol) throw new Error(`${entryFile} does not export Panel`);
  const panel = resolved(panelSymbol);
  const panelSignature = checker.getTypeOfSymbolAtLocation(panel, panel.declarations![0]).getCallSignatures()[0];
  const panelParameter = panelSignature?.getParameters()[0];
  if (!panelParameter) throw new Error(`${json.name}'s Panel takes no props`);

  const assetsFolder = join(dir, 'assets');
  const assets = ts.sys
    .readDirectory(assetsFolder)
    .map((file) => file.slice(assetsFolder.length + 1))
    .sort();

  return {
    name: json.name,
    version: json.version,
    typesEntry,
    reactPeer: json.peerDependencies?.react ?? '',
    valueExports: [...exports.values()]
      .filter(isValue)
      .map((symbol) => symbol.getName())
      .sort(),
    typeExports: [...exports.values()]
      .filter((symbol) => !isValue(symbol))
      .map((symbol) => symbol.getName())
      .sort(),
    cascaderProps: membersOf(props.type, props.location),
    panelProps: membersOf(checker.getTypeOfSymbolAtLocation(panelParameter, panel.declarations![0]), panel.declarations![0]),
    searchFields: membersOf(searchObjects[0], props.location),
    statics: membersOf(componentType, componentDeclaration, (symbol) => symbol.getName() !== 'displayName'),
    refMembers: membersOf(ref.type, ref.location),
    optionFields: membersOf(option.type, option.location),
    fieldNamesFields: membersOf(fieldNames.type, fieldNames.location),
    assets,
  };
}

/** How one part of the API differs between two packages, by member name. */
export interface MemberDiff {
  /** In the new package only. */
  added: string[];
  /** In the old package only. */
  removed: string[];
  /** In both, but deprecated in one and not in the other: name → [old tag, new tag] (undefined = not deprecated). */
  deprecationChanged: Record<string, [string | undefined, string | undefined]>;
}

/**
 * Compares two lists of members by name. The `aria-*` props are left out: they come from
 * React's `AriaAttributes`, which both packages accept whole, not from either package.
 */
export function diffMembers(before: PackageMember[], after: PackageMember[]): MemberDiff {
  const old = new Map(before.filter((member) => !member.aria).map((member) => [member.name, member]));
  const now = new Map(after.filter((member) => !member.aria).map((member) => [member.name, member]));
  const deprecationChanged: MemberDiff['deprecationChanged'] = {};
  for (const [name, member] of now) {
    const previous = old.get(name);
    if (previous && (previous.deprecated === undefined) !== (member.deprecated === undefined)) {
      deprecationChanged[name] = [previous.deprecated, member.deprecated];
    }
  }
  return {
    added: [...now.keys()].filter((name) => !old.has(name)).sort(),
    removed: [...old.keys()].filter((name) => !now.has(name)).sort(),
    deprecationChanged,
  };
}
