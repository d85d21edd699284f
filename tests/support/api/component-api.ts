/**
 * Reads the public API of the installed rc-cascader from its type declarations, with the
 * TypeScript compiler API. The API reference on the home page is checked against this, so
 * the day rc-cascader is upgraded, a prop it adds or drops is caught by the unit tests.
 *
 * Runs in Node only (tests and scripts); the site itself never imports it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { DECLARATION_READER_OPTIONS } from '../../../scripts/declaration-reader.mjs';

/** One property of a props interface, an option object or a ref, as the declarations give it. */
export interface ApiMember {
  name: string;
  /** The declared type, as TypeScript prints it (for reading, not for comparing). */
  type: string;
  optional: boolean;
  /** The interface or type literal that declares the member, e.g. `BaseSelectProps`, `AriaAttributes`. */
  declaredIn: string;
  /** The declaring file, relative to node_modules, e.g. `rc-select/lib/BaseSelect/index.d.ts`. */
  declaredInFile: string;
  /** The text of a `@deprecated` JSDoc tag ('' for a bare tag); undefined when not deprecated. */
  deprecated?: string;
  /** True when the declaration carries `@private` (internal to rc-select or rc-cascader). */
  private: boolean;
}

export interface ComponentApi {
  /** The installed rc-cascader version, from its package.json. */
  version: string;
  /** Every property of `CascaderProps`, the inherited ones included. */
  cascaderProps: ApiMember[];
  /** The declared fields of an option (`BaseOptionType`). */
  optionFields: ApiMember[];
  /** The fields of the `showSearch` object (`ShowSearchType`). */
  showSearchFields: ApiMember[];
  /** The fields of `fieldNames` (`FieldNames`). */
  fieldNamesFields: ApiMember[];
  /** The props of `Cascader.Panel` (`PanelProps`). */
  panelProps: ApiMember[];
  /** The static members of the default export (`Cascader.SHOW_PARENT`, `Cascader.Panel`, …). */
  statics: ApiMember[];
  /** The members of `CascaderRef`, the object a ref receives. */
  refMembers: ApiMember[];
}

/** Where the installed package lives; resolved from this project's node_modules. */
export function cascaderPackageDir(fromDir: string = process.cwd()): string {
  const resolveFrom = createRequire(join(fromDir, 'package.json'));
  return dirname(resolveFrom.resolve('rc-cascader/package.json'));
}

function jsDocTag(symbol: ts.Symbol, tagName: string): string | undefined {
  for (const declaration of symbol.declarations ?? []) {
    for (const tag of ts.getJSDocTags(declaration)) {
      if (tag.tagName.text === tagName) {
        return ts.getTextOfJSDocComment(tag.comment)?.trim() ?? '';
      }
    }
  }
  return undefined;
}

function ownerName(declaration: ts.Declaration): string {
  const parent = declaration.parent;
  if (ts.isInterfaceDeclaration(parent) || ts.isClassDeclaration(parent)) return parent.name?.text ?? '(anonymous)';
  if (ts.isTypeLiteralNode(parent)) {
    const alias = parent.parent;
    if (ts.isTypeAliasDeclaration(alias)) return alias.name.text;
    return '(type literal)';
  }
  return ts.SyntaxKind[parent.kind];
}

function relativeToNodeModules(fileName: string): string {
  const marker = '/node_modules/';
  const index = fileName.lastIndexOf(marker);
  return index === -1 ? fileName : fileName.slice(index + marker.length);
}

function membersOf(checker: ts.TypeChecker, type: ts.Type, location: ts.Node): ApiMember[] {
  return checker
    .getPropertiesOfType(type)
    .map((symbol): ApiMember => {
      const declaration = symbol.declarations?.[0];
      const memberType = checker.getTypeOfSymbolAtLocation(symbol, location);
      return {
        name: symbol.getName(),
        type: checker.typeToString(memberType, location, ts.TypeFormatFlags.NoTruncation),
        optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
        declaredIn: declaration ? ownerName(declaration) : '(synthetic)',
        declaredInFile: declaration ? relativeToNodeModules(declaration.getSourceFile().fileName) : '',
        deprecated: jsDocTag(symbol, 'deprecated'),
        private: jsDocTag(symbol, 'private') !== undefined,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How the readers of installed type declarations (this one, ../cascader-packages.ts) compile them. */
export { DECLARATION_READER_OPTIONS };

/**
 * Builds a TypeScript program over rc-cascader's declarations and lists its public surface.
 * `packageDir` is the folder of the installed package (its package.json sits there).
 */
export function readComponentApi(packageDir: string = cascaderPackageDir()): ComponentApi {
  const indexFile = join(packageDir, 'lib', 'index.d.ts');
  const cascaderFile = join(packageDir, 'lib', 'Cascader.d.ts');
  const panelFile = join(packageDir, 'lib', 'Panel.d.ts');
  const program = ts.createProgram([indexFile, cascaderFile, panelFile], DECLARATION_READER_OPTIONS);
  const checker = program.getTypeChecker();

  const moduleExports = (fileName: string): Map<string, ts.Symbol> => {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`TypeScript could not read ${fileName}`);
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${fileName} is not a module`);
    return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.getName(), symbol]));
  };
  const exportedType = (exports: Map<string, ts.Symbol>, name: string, fileName: string) => {
    const symbol = exports.get(name);
    if (!symbol) throw new Error(`${fileName} no longer exports ${name}`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return { type: checker.getDeclaredTypeOfSymbol(target), location: target.declarations![0] };
  };

  const cascaderExports = moduleExports(cascaderFile);
  const panelExports = moduleExports(panelFile);
  const indexExports = moduleExports(indexFile);
  const members = (exports: Map<string, ts.Symbol>, name: string, fileName: string) => {
    const { type, location } = exportedType(exports, name, fileName);
    return membersOf(checker, type, location);
  };

  // The default export is the component: a function with static members attached.
  const defaultSymbol = indexExports.get('default');
  if (!defaultSymbol) throw new Error(`${indexFile} has no default export`);
  const component = checker.getAliasedSymbol(defaultSymbol);
  const componentDeclaration = component.declarations![0];
  const componentType = checker.getTypeOfSymbolAtLocation(component, componentDeclaration);

  const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };

  return {
    version: packageJson.version,
    cascaderProps: members(cascaderExports, 'CascaderProps', cascaderFile),
    optionFields: members(cascaderExports, 'BaseOptionType', cascaderFile),
    showSearchFields: members(cascaderExports, 'ShowSearchType', cascaderFile),
    fieldNamesFields: members(cascaderExports, 'FieldNames', cascaderFile),
    panelProps: members(panelExports, 'PanelProps', panelFile),
    statics: membersOf(checker, componentType, componentDeclaration),
    refMembers: members(cascaderExports, 'CascaderRef', cascaderFile),
  };
}
