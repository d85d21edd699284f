/**
 * Converts rc-cascader 3.x code to @rc-component/cascader 1.x, by the names of the one rule table
 * (./rules.ts). Pure: a string in, the new string and what was done out, in the browser or in Node.
 *
 * What is "bound" to the package, and so rewritten:
 * - imports, re-exports, `import()`, `import('…')` types and `require()` of `rc-cascader` or a path
 *   under it (the stylesheet `rc-cascader/assets/index.less` among them);
 * - JSX elements whose name comes from such an import: the default import (any local name), `Panel`
 *   (named, or as `Cascader.Panel`), and `NS.default` / `NS.Panel` of `import * as NS` or of
 *   `const NS = require(…)`;
 * - the object given to `React.createElement` or `createElement` with such a component;
 * - object literals typed with the package's `CascaderProps` (a variable's annotation, `as`,
 *   `satisfies`, also through `Partial`, `Required`, `Readonly`, `Omit`, `Pick`), spread inline into a
 *   bound element (`{...{ … }}`), or held by a `const` whose every use is a spread into a bound element
 *   or object;
 * - types: `CascaderProps<…>['name']`, the keys named in `Omit<CascaderProps, …>` and
 *   `Pick<CascaderProps, …>`, and `ShowSearchType`.
 * Nothing else is touched: a component of your own with the same prop names, a string that mentions
 * the package, a name the import does not bind (a local variable shadowing the import is not
 * told apart). What cannot be rewritten safely is reported in `skipped`, with its reason.
 */
import { EditList } from './edits';
import { nextModulePath, propRule, TYPE_RULES, type PropRule, type VersionsAnchor } from './rules';
import { keyName, lineIndent, mergeRanges, parseCode, removalRange, unwrapExpression, walk, type SyntaxProblem, type t } from './syntax';

export type { SyntaxProblem };

/** Which rule a change follows: the Versions page's table or section. */
export type ChangeRule = 'package' | 'stylesheet' | PropRule['table'] | 'type';

export interface Change {
  rule: ChangeRule;
  /** The 3.x text (a package path, a prop or type name). */
  from: string;
  /** The 1.x text. */
  to: string;
  /** 1-based line of the 3.x code. */
  line: number;
  /** Where /versions explains it. */
  anchor: VersionsAnchor;
}

/** Why something was left as it was. */
export type SkipReason =
  /** `{...props}` on a cascader or in its props object: the names it holds are not in the code. */
  | 'spread'
  /** `[name]: value` in a props object. */
  | 'computed-name'
  /** `searchValue`, `onSearch` or `autoClearSearchValue` where `showSearch` is not set or false. */
  | 'search-off'
  /** The same, beside a `showSearch` that is not a literal (`showSearch={config}`). */
  | 'search-expression'
  /** The same, when the `showSearch` object already has that field. */
  | 'search-field-set'
  /** `CascaderProps['searchValue']` and the like: 1.x still declares the top-level prop, deprecated. */
  | 'moved-prop-type'
  /** A renamed prop whose 1.x name is set on the same element or object already. */
  | 'name-taken'
  /** The code imports nothing from rc-cascader. */
  | 'no-import';

export interface Skipped {
  reason: SkipReason;
  /** The prop, key or expression concerned ('' for `no-import`). */
  name: string;
  line: number;
  column: number;
  anchor?: VersionsAnchor;
}

export type ConvertResult = { ok: true; code: string; changes: Change[]; skipped: Skipped[] } | { ok: false; error: SyntaxProblem };

type ElementKind = 'cascader' | 'panel';

const TYPE_WRAPPERS = new Set(['Partial', 'Required', 'Readonly', 'Omit', 'Pick', 'NonNullable']);
const KEY_PICKERS = new Set(['Omit', 'Pick']);
const SEARCH_PROP = 'showSearch';

interface Bindings {
  /** Local names of the component (the default export). */
  components: Set<string>;
  /** Local names of `Panel`. */
  panels: Set<string>;
  /** `import * as NS` and `const NS = require(…)`. */
  namespaces: Set<string>;
  /** Local name → the package's exported type name. */
  types: Map<string, string>;
}

/** The text of an object member for a moved prop, and where it came from. */
interface Moved {
  rule: PropRule;
  text: () => string;
  /** A JSX attribute: the range it is deleted from. */
  range?: [number, number];
  /** An object member: its index among the object's members. */
  index?: number;
  line: number;
  column: number;
}

export function convert(code: string): ConvertResult {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const program = parsed.file.program;
  const edits = new EditList(code);
  const changes: Change[] = [];
  const skipped: Skipped[] = [];
  const bindings: Bindings = { components: new Set(), panels: new Set(), namespaces: new Set(), types: new Map() };

  const parents = new Map<t.Node, t.Node | undefined>();
  const nodes: t.Node[] = [];
  walk(program, (node, parent) => {
    parents.set(node, parent);
    nodes.push(node);
  });

  const at = (node: t.Node) => ({ line: node.loc!.start.line, column: node.loc!.start.column + 1 });
  const change = (rule: ChangeRule, from: string, to: string, node: t.Node, anchor: VersionsAnchor) =>
    changes.push({ rule, from, to, line: at(node).line, anchor });
  const skip = (reason: SkipReason, name: string, node: t.Node, anchor?: VersionsAnchor) =>
    skipped.push({ reason, name, ...at(node), ...(anchor ? { anchor } : {}) });
  const snippet = (node: t.Node) => {
    const text = code.slice(node.start!, node.end!).replace(/\s+/g, ' ');
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };

  // ---------------------------------------------------------------- package paths and bindings
  let imported = false;
  const rewriteSource = (literal: t.StringLiteral) => {
    const next = nextModulePath(literal.value);
    if (next === undefined) return false;
    imported = true;
    edits.add(literal.start! + 1, literal.end! - 1, next);
    const stylesheet = /\.(less|css)$/.test(literal.value);
    change(stylesheet ? 'stylesheet' : 'package', literal.value, next, literal, stylesheet ? 'stylesheet' : 'imports');
    return true;
  };

  const localTypeNames = new Set<string>();
  for (const node of nodes) {
    if (node.type === 'TSTypeAliasDeclaration' || node.type === 'TSInterfaceDeclaration') localTypeNames.add(node.id.name);
    if (
      (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier' || node.type === 'ImportNamespaceSpecifier') &&
      node.local
    )
      localTypeNames.add(node.local.name);
  }

  /** Exported type name → the local names to rename with it (ShowSearchType, imported without alias). */
  const renamedTypeLocals = new Map<string, string>();

  for (const node of nodes) {
    if (node.type === 'ImportDeclaration' && rewriteSource(node.source)) {
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') bindings.components.add(specifier.local.name);
        else if (specifier.type === 'ImportNamespaceSpecifier') bindings.namespaces.add(specifier.local.name);
        else {
          const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          if (name === 'default') bindings.components.add(specifier.local.name);
          else if (name === 'Panel') bindings.panels.add(specifier.local.name);
          else bindings.types.set(specifier.local.name, name);
          const typeRule = TYPE_RULES.find((rule) => rule.from === name);
          if (typeRule) {
            const aliased = specifier.local.name !== name || specifier.local.start !== specifier.imported.start;
            if (aliased) edits.add(specifier.imported.start!, specifier.imported.end!, typeRule.to);
            else if (localTypeNames.has(typeRule.to) && typeRule.to !== name)
              // Another `SearchConfig` is in scope: keep the local name.
              edits.add(specifier.imported.start!, specifier.imported.end!, `${typeRule.to} as ${name}`);
            else {
              edits.add(specifier.imported.start!, specifier.imported.end!, typeRule.to);
              renamedTypeLocals.set(name, typeRule.to);
            }
            change('type', name, typeRule.to, specifier, typeRule.anchor);
          }
        }
      }
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      node.source &&
      rewriteSource(node.source)
    ) {
      for (const specifier of node.type === 'ExportNamedDeclaration' ? node.specifiers : []) {
        if (specifier.type !== 'ExportSpecifier') continue;
        const local = specifier.local;
        const typeRule = TYPE_RULES.find((rule) => rule.from === local.name);
        if (!typeRule) continue;
        // The module keeps exporting the name it exported: `SearchConfig as ShowSearchType`.
        const same = specifier.exported.start === local.start;
        edits.add(local.start!, local.end!, same ? `${typeRule.to} as ${local.name}` : typeRule.to);
        change('type', local.name, typeRule.to, local, typeRule.anchor);
      }
    } else if (node.type === 'ImportExpression' && node.source.type === 'StringLiteral') {
      rewriteSource(node.source);
    } else if (node.type === 'CallExpression' && node.arguments[0]?.type === 'StringLiteral') {
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      if ((isRequire || callee.type === 'Import') && rewriteSource(node.arguments[0]) && isRequire) {
        const parent = parents.get(node);
        if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') bindings.namespaces.add(parent.id.name);
        if (parent?.type === 'VariableDeclarator' && parent.id.type === 'ObjectPattern') {
          for (const property of parent.id.properties) {
            if (property.type !== 'ObjectProperty' || property.value.type !== 'Identifier') continue;
            const name = keyName(property);
            if (name === 'default') bindings.components.add(property.value.name);
            if (name === 'Panel') bindings.panels.add(property.value.name);
          }
        }
      }
    } else if (node.type === 'TSImportType') {
      const argument = node.argument as t.Node;
      const literal = argument.type === 'TSLiteralType' ? argument.literal : argument;
      if (literal.type === 'StringLiteral') rewriteSource(literal);
    }
  }

  if (!imported) {
    if (code.trim()) skipped.push({ reason: 'no-import', name: '', line: 1, column: 1 });
    return { ok: true, code, changes, skipped };
  }

  // ---------------------------------------------------------------- what is bound
  const elementKind = (name: t.JSXOpeningElement['name']): ElementKind | undefined => {
    if (name.type === 'JSXIdentifier') {
      if (bindings.components.has(name.name)) return 'cascader';
      if (bindings.panels.has(name.name)) return 'panel';
      return undefined;
    }
    if (name.type !== 'JSXMemberExpression') return undefined;
    const { object, property } = name;
    if (object.type === 'JSXIdentifier') {
      if (bindings.namespaces.has(object.name)) {
        if (property.name === 'default') return 'cascader';
        if (property.name === 'Panel') return 'panel';
      }
      if (bindings.components.has(object.name) && property.name === 'Panel') return 'panel';
      return undefined;
    }
    if (property.name === 'Panel' && elementKind(object) === 'cascader') return 'panel';
    return undefined;
  };

  const expressionKind = (node: t.Node): ElementKind | undefined => {
    const bare = unwrapExpression(node);
    if (bare.type === 'Identifier')
      return bindings.components.has(bare.name) ? 'cascader' : bindings.panels.has(bare.name) ? 'panel' : undefined;
    if (bare.type === 'MemberExpression' && !bare.computed && bare.property.type === 'Identifier') {
      const { object } = bare;
      if (object.type === 'Identifier' && bindings.namespaces.has(object.name)) {
        if (bare.property.name === 'default') return 'cascader';
        if (bare.property.name === 'Panel') return 'panel';
      }
      if (bare.property.name === 'Panel' && expressionKind(object) === 'cascader') return 'panel';
    }
    return undefined;
  };

  /** The package's exported type a type name stands for (`CascaderProps`), if bound. */
  const boundTypeName = (name: t.TSEntityName): string | undefined => {
    if (name.type === 'Identifier') return bindings.types.get(name.name);
    if (name.type === 'TSQualifiedName' && name.left.type === 'Identifier' && bindings.namespaces.has(name.left.name))
      return name.right.name;
    return undefined;
  };

  const typeArguments = (node: t.TSTypeReference) => node.typeParameters?.params ?? [];

  /** True for the package's `CascaderProps`, also inside `Partial<…>`, `Omit<…>` and the like. */
  const isPropsType = (node: t.Node | null | undefined): boolean => {
    if (!node) return false;
    if (node.type === 'TSTypeAnnotation') return isPropsType(node.typeAnnotation);
    if (node.type === 'TSParenthesizedType') return isPropsType(node.typeAnnotation);
    if (node.type !== 'TSTypeReference') return false;
    if (boundTypeName(node.typeName) === 'CascaderProps') return true;
    return node.typeName.type === 'Identifier' && TYPE_WRAPPERS.has(node.typeName.name) && isPropsType(typeArguments(node)[0]);
  };

  // ---------------------------------------------------------------- props: renames and moves
  const handledObjects = new Set<t.ObjectExpression>();

  const renameProp = (rule: PropRule, nameNode: t.Node, replacement: string) => {
    edits.add(nameNode.start!, nameNode.end!, replacement);
    change(rule.table, rule.from, rule.to, nameNode, rule.anchor);
  };

  /** Adds moved props to a `showSearch` value, or reports why they stay. */
  const moveIntoSearch = (
    moved: Moved[],
    search: t.Node | undefined,
    searchValue: t.Node | null | undefined,
    removals: (going: Moved[]) => [number, number][],
  ) => {
    const inJsx = search?.type === 'JSXAttribute';
    if (!moved.length) return;
    const stay = (reason: SkipReason, list: Moved[]) => {
      for (const item of list)
        skipped.push({ reason, name: item.rule.from, line: item.line, column: item.column, anchor: item.rule.anchor });
    };
    const value = searchValue && searchValue.type === 'JSXExpressionContainer' ? searchValue.expression : searchValue;
    const bare = value ? unwrapExpression(value) : undefined;
    const off = !search || (bare?.type === 'BooleanLiteral' && !bare.value);
    if (off) return stay('search-off', moved);
    const on = !bare || (bare.type === 'BooleanLiteral' && bare.value);
    let target: t.ObjectExpression | undefined;
    if (!on) {
      if (bare.type !== 'ObjectExpression') return stay('search-expression', moved);
      target = bare;
    }
    const existing = new Set(
      (target?.properties ?? []).flatMap((member) => (member.type === 'SpreadElement' ? [] : [keyName(member)])).filter(Boolean),
    );
    const taken = moved.filter((item) => existing.has(item.rule.from));
    stay('search-field-set', taken);
    const going = moved.filter((item) => !existing.has(item.rule.from));
    if (!going.length) return;
    for (const range of mergeRanges(removals(going))) edits.add(range[0], range[1], '');
    for (const item of going) {
      changes.push({ rule: item.rule.table, from: item.rule.from, to: item.rule.to, line: item.line, anchor: item.rule.anchor });
    }
    const entries = () => going.map((item) => item.text());
    if (!target) {
      // `showSearch`, `showSearch={true}` or `showSearch: true` becomes the object.
      const object = () => `{ ${entries().join(', ')} }`;
      if (inJsx) edits.add(search!.start!, search!.end!, () => `${SEARCH_PROP}={${object()}}`);
      else edits.add(bare!.start!, bare!.end!, object);
      return;
    }
    const members = target.properties;
    if (!members.length) {
      edits.add(target.start!, target.end!, () => `{ ${entries().join(', ')} }`);
      return;
    }
    const last = members[members.length - 1];
    let after = last.end!;
    while (/\s/.test(code[after] ?? '')) after++;
    const trailingComma = code[after] === ',';
    const multiline = last.loc!.start.line > target.loc!.start.line;
    if (multiline) {
      const indent = lineIndent(code, last.start!);
      if (trailingComma)
        edits.add(after + 1, after + 1, () =>
          entries()
            .map((entry) => `\n${indent}${entry},`)
            .join(''),
        );
      else
        edits.add(last.end!, last.end!, () =>
          entries()
            .map((entry) => `,\n${indent}${entry}`)
            .join(''),
        );
    } else
      edits.add(last.end!, last.end!, () =>
        entries()
          .map((entry) => `, ${entry}`)
          .join(''),
      );
  };

  const handleSpread = (argument: t.Node) => {
    const bare = unwrapExpression(argument);
    if (bare.type === 'ObjectExpression') return handleObject(bare);
    if (bare.type === 'Identifier') {
      const declarator = ownPropsObject(bare.name);
      if (declarator === 'typed') return;
      if (declarator) return handleObject(declarator);
    }
    skip('spread', snippet(argument), argument);
  };

  /**
   * The object literal a `const` holds when it is used only as a cascader's props (spread into a
   * bound element or object), or 'typed' when its annotation is `CascaderProps` (handled as such).
   */
  const ownPropsObject = (name: string): t.ObjectExpression | 'typed' | undefined => {
    const declarators = nodes.filter(
      (node): node is t.VariableDeclarator => node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === name,
    );
    if (declarators.length !== 1) return undefined;
    const [declarator] = declarators;
    const id = declarator.id as t.Identifier;
    if (isPropsType(id.typeAnnotation)) return 'typed';
    // Typed as something else: renaming its keys could break that type.
    if (id.typeAnnotation) return undefined;
    const declaration = parents.get(declarator);
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const' || !declarator.init) return undefined;
    const init = unwrapExpression(declarator.init);
    if (init.type !== 'ObjectExpression') return undefined;
    if (declarator.init.type !== 'ObjectExpression' && isPropsType((declarator.init as t.TSAsExpression).typeAnnotation)) return 'typed';
    const uses = nodes.filter((node) => node.type === 'Identifier' && node.name === name && node !== id && isReference(node));
    const onlySpread = uses.every((use) => {
      const parent = parents.get(use);
      if (parent?.type === 'JSXSpreadAttribute') {
        const opening = parents.get(parent);
        return opening?.type === 'JSXOpeningElement' && elementKind(opening.name) === 'cascader';
      }
      return parent?.type === 'SpreadElement' && handledObjects.has(parents.get(parent) as t.ObjectExpression);
    });
    return onlySpread ? init : undefined;
  };

  const isReference = (node: t.Identifier) => {
    const parent = parents.get(node);
    if (!parent) return true;
    if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && parent.key === node && !parent.computed) {
      return parent.type === 'ObjectProperty' && parent.shorthand;
    }
    if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === node && !parent.computed)
      return false;
    return !parent.type.startsWith('TS');
  };

  /** A props object of a cascader: renames its keys, moves the search props into `showSearch`. */
  function handleObject(object: t.ObjectExpression): void {
    if (handledObjects.has(object)) return;
    handledObjects.add(object);
    const moved: Moved[] = [];
    let search: t.ObjectProperty | undefined;
    const members = object.properties;
    const names = new Set(members.flatMap((member) => (member.type === 'SpreadElement' ? [] : [keyName(member)])));
    members.forEach((member, index) => {
      if (member.type === 'SpreadElement') return handleSpread(member.argument);
      const name = keyName(member);
      if (name === undefined) return skip('computed-name', snippet(member.key), member.key);
      if (name === SEARCH_PROP && member.type === 'ObjectProperty') search = member;
      const rule = propRule(name);
      if (!rule) return;
      if (rule.table === 'showSearch') {
        moved.push({ rule, text: () => edits.render(member.start!, member.end!), index, ...at(member) });
        return;
      }
      if (names.has(rule.to)) return skip('name-taken', rule.from, member.key, rule.anchor);
      names.add(rule.to);
      if (member.type === 'ObjectProperty' && member.shorthand)
        renameProp(rule, member, `${rule.to}: ${edits.render(member.value.start!, member.value.end!)}`);
      else if (member.key.type === 'StringLiteral')
        renameProp(rule, member.key, `${code[member.key.start!]}${rule.to}${code[member.key.start!]}`);
      else renameProp(rule, member.key, rule.to);
    });
    moveIntoSearch(moved, search, search ? search.value : undefined, (going) => objectRemovals(members, going));
  }

  /** The ranges that delete members of an object with their commas, each run of neighbours at once. */
  function objectRemovals(members: t.ObjectExpression['properties'], going: Moved[]): [number, number][] {
    const indexes = new Set(going.map((item) => item.index));
    const ranges: [number, number][] = [];
    const commaAfter = (member: t.Node) => {
      let after = member.end!;
      while (/\s/.test(code[after] ?? '')) after++;
      return code[after] === ',' ? after + 1 : undefined;
    };
    for (let first = 0; first < members.length; first++) {
      if (!indexes.has(first)) continue;
      let last = first;
      while (indexes.has(last + 1)) last++;
      const comma = commaAfter(members[last]);
      if (comma === undefined && first > 0) ranges.push([members[first - 1].end!, members[last].end!]);
      else ranges.push(removalRange(code, members[first].start!, comma ?? members[last].end!));
      first = last;
    }
    return ranges;
  }

  const handleElement = (opening: t.JSXOpeningElement, kind: ElementKind) => {
    const moved: Moved[] = [];
    let search: t.JSXAttribute | undefined;
    const names = new Set(
      opening.attributes.flatMap((attribute) => (attribute.type === 'JSXAttribute' ? [String(attribute.name.name)] : [])),
    );
    for (const attribute of opening.attributes) {
      if (attribute.type === 'JSXSpreadAttribute') {
        handleSpread(attribute.argument);
        continue;
      }
      if (attribute.name.type !== 'JSXIdentifier') continue;
      const name = attribute.name.name;
      if (name === SEARCH_PROP) search = attribute;
      const rule = propRule(name);
      if (!rule) continue;
      if (rule.table === 'showSearch') {
        if (kind === 'cascader')
          moved.push({
            rule,
            text: () => memberOf(attribute, name),
            range: removalRange(code, attribute.start!, attribute.end!),
            ...at(attribute),
          });
        continue;
      }
      if (names.has(rule.to)) {
        skip('name-taken', rule.from, attribute.name, rule.anchor);
        continue;
      }
      names.add(rule.to);
      renameProp(rule, attribute.name, rule.to);
    }
    moveIntoSearch(moved, search, search ? (search.value ?? null) : undefined, (going) => going.map((item) => item.range!));
  };

  /** A JSX attribute written as an object member: `name: value`, `name` for `name={name}`. */
  const memberOf = (attribute: t.JSXAttribute, name: string): string => {
    const value = attribute.value;
    if (!value) return `${name}: true`;
    if (value.type === 'StringLiteral') {
      const raw = code.slice(value.start!, value.end!);
      return `${name}: ${/[\\&\n]/.test(raw) ? JSON.stringify(value.value) : raw}`;
    }
    if (value.type === 'JSXExpressionContainer') {
      const expression = value.expression;
      if (expression.type === 'Identifier' && expression.name === name) return name;
      return `${name}: ${edits.render(value.start! + 1, value.end! - 1).trim()}`;
    }
    return `${name}: ${edits.render(value.start!, value.end!)}`;
  };

  // Elements, createElement calls, typed objects, first; then the spreads they lead to.
  for (const node of nodes) {
    if (node.type === 'JSXOpeningElement') {
      const kind = elementKind(node.name);
      if (kind) handleElement(node, kind);
    } else if (node.type === 'CallExpression') {
      const callee = node.callee;
      const isCreate =
        (callee.type === 'Identifier' && callee.name === 'createElement') ||
        (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'createElement');
      const props = node.arguments[1] && unwrapExpression(node.arguments[1]);
      if (isCreate && node.arguments[0] && expressionKind(node.arguments[0]) && props) {
        if (props.type === 'ObjectExpression') handleObject(props);
        else if (props.type !== 'NullLiteral' && !(props.type === 'Identifier' && props.name === 'undefined')) handleSpread(props);
      }
    } else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && isPropsType(node.id.typeAnnotation) && node.init) {
      const init = unwrapExpression(node.init);
      if (init.type === 'ObjectExpression') handleObject(init);
    } else if ((node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') && isPropsType(node.typeAnnotation)) {
      const inner = unwrapExpression(node.expression);
      if (inner.type === 'ObjectExpression') handleObject(inner);
    }
  }

  // ---------------------------------------------------------------- types
  const renameKeyLiteral = (literalType: t.Node) => {
    if (literalType.type === 'TSUnionType') return literalType.types.forEach(renameKeyLiteral);
    if (literalType.type !== 'TSLiteralType' || literalType.literal.type !== 'StringLiteral') return;
    const literal = literalType.literal;
    const rule = propRule(literal.value);
    if (!rule) return;
    if (rule.table === 'showSearch') return skip('moved-prop-type', rule.from, literal, rule.anchor);
    renameProp(rule, literal, `${code[literal.start!]}${rule.to}${code[literal.start!]}`);
  };

  for (const node of nodes) {
    if (node.type === 'TSIndexedAccessType' && isPropsType(node.objectType)) renameKeyLiteral(node.indexType);
    else if (node.type === 'TSTypeReference') {
      if (node.typeName.type === 'Identifier' && KEY_PICKERS.has(node.typeName.name) && isPropsType(typeArguments(node)[0])) {
        const keys = typeArguments(node)[1];
        if (keys) renameKeyLiteral(keys);
      }
      const name = node.typeName;
      if (name.type === 'Identifier' && renamedTypeLocals.has(name.name)) {
        edits.add(name.start!, name.end!, renamedTypeLocals.get(name.name)!);
      } else if (name.type === 'TSQualifiedName' && boundTypeName(name)) {
        const rule = TYPE_RULES.find((typeRule) => typeRule.from === name.right.name);
        if (rule) {
          edits.add(name.right.start!, name.right.end!, rule.to);
          change('type', rule.from, rule.to, name.right, rule.anchor);
        }
      }
    } else if (
      node.type === 'Identifier' &&
      renamedTypeLocals.has(node.name) &&
      ['TSExpressionWithTypeArguments', 'TSInterfaceHeritage', 'TSClassImplements', 'TSTypeQuery'].includes(parents.get(node)?.type ?? '')
    ) {
      edits.add(node.start!, node.end!, renamedTypeLocals.get(node.name)!);
    } else if (node.type === 'ExportSpecifier' && renamedTypeLocals.has(node.local.name)) {
      const parent = parents.get(node);
      if (parent?.type === 'ExportNamedDeclaration' && !parent.source) {
        const same = node.exported.start === node.local.start;
        edits.add(node.local.start!, node.local.end!, `${renamedTypeLocals.get(node.local.name)!}${same ? ` as ${node.local.name}` : ''}`);
      }
    }
  }

  changes.sort((a, b) => a.line - b.line);
  skipped.sort((a, b) => a.line - b.line || a.column - b.column);
  return { ok: true, code: edits.apply(), changes, skipped };
}
