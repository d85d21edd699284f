/**
 * The TSX component that reproduces a playground configuration: the data as a constant, and the
 * props the cascader on the page gets (./props.ts): only those whose value differs from the
 * component's own default and has an effect in the configuration. Pure: the page shows it, tests/unit/playground.test.ts
 * reads it, and the exports hand it over as the project's src/App.tsx.
 */
import { CONTROLS, type Control, type PropValues } from './controls';
import { SMALL_TREE, withKeys, type PlaygroundOption } from './data';
import { LARGE_TREE_CODE } from './large-tree-code';
import { DEFAULT_PACKAGE, type PackageName } from '../converter/packages';
import { INITIAL_DATA, type DataState } from './presets';
import { configuredProps, fieldKeys, gatherProps } from './props';

/** A JavaScript object key as written in code: bare when it is an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** A value as a TypeScript literal, objects and arrays indented by `indent`. */
function literal(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const flat = entries.map(([name, field]) => `${key(name)}: ${literal(field, indent)}`).join(', ');
    if (entries.every(([, field]) => field === null || typeof field !== 'object') && flat.length <= 60) return `{ ${flat} }`;
    const inner = `${indent}  `;
    return `{\n${entries.map(([name, field]) => `${inner}${key(name)}: ${literal(field, inner)},`).join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  return String(value);
}

/** A JSX attribute: `checkable`, `expandTrigger="hover"`, `maxTagCount={2}`. */
function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["{}<>\\\n]/.test(value)) return `${name}="${value}"`;
  return `${name}={${literal(value)}}`;
}

/** The props the code sets, in the controls' order, spelt for the package, objects (showSearch, fieldNames) gathered. */
export function codeProps(
  values: PropValues,
  preset = 'small',
  pkg: PackageName = DEFAULT_PACKAGE,
  controls: readonly Control[] = CONTROLS,
): [string, unknown][] {
  return gatherProps(configuredProps(values, preset, pkg, controls), pkg, values);
}

/** The data as the cascader gets it: a preset's tree with fieldNames' keys; pasted data as it came. */
export function shapedOptions(options: PlaygroundOption[], values: PropValues, preset = 'small'): PlaygroundOption[] {
  return preset === 'custom' ? options : withKeys(options, fieldKeys(values, preset));
}

export interface CodeInput {
  values: PropValues;
  data?: DataState;
  /** The tree of the small, regions or custom preset. */
  options: PlaygroundOption[];
  /** The package the code imports, and whose props it sets. */
  packageName?: PackageName;
  /** The controls whose props it sets. */
  controls?: readonly Control[];
}

/** The loadData preset's code: a pretend server over the small tree, answering after `delay` ms. */
function lazyCode(data: DataState): { head: string[]; body: string[] } {
  return {
    head: [
      `const tree: DefaultOptionType[] = ${literal(SMALL_TREE)};`,
      '',
      `/** Stands in for a request: the children of \`path\`, after ${data.delay} ms. */`,
      'function fetchChildren(path: DefaultOptionType[]): Promise<DefaultOptionType[]> {',
      '  return new Promise((resolve, reject) => {',
      '    setTimeout(() => {',
      ...(data.fail
        ? ["      reject(new Error('The server did not answer'));"]
        : [
            '      let level = tree;',
            '      for (const option of path) level = level.find((item) => item.value === option.value)?.children ?? [];',
            '      resolve(level.map(({ children, ...option }) => ({ ...option, isLeaf: !children?.length })));',
          ]),
      `    }, ${data.delay});`,
      '  });',
      '}',
    ],
    body: [
      '  const [options, setOptions] = useState<DefaultOptionType[]>(() =>',
      '    tree.map(({ value, label }) => ({ value, label, isLeaf: false })),',
      '  );',
      '  const loadData = (selectedOptions: DefaultOptionType[]) => {',
      '    const target = selectedOptions[selectedOptions.length - 1];',
      '    if (target.children?.length) return;',
      '    fetchChildren(selectedOptions).then(',
      '      (children) => {',
      '        target.children = children;',
      '        setOptions((current) => [...current]);',
      '      },',
      '      () => {',
      '        // A failed load: no children for now (which ends the loading state); opening it again retries.',
      '        target.children = [];',
      '        setOptions((current) => [...current]);',
      '      },',
      '    );',
      '  };',
      '',
    ],
  };
}

/** The complete component, as a visitor would paste it into a project. */
export function generateCode({
  values,
  data = INITIAL_DATA,
  options,
  packageName = DEFAULT_PACKAGE,
  controls = CONTROLS,
}: CodeInput): string {
  const lazy = data.preset === 'loadData' ? lazyCode(data) : null;
  const attributes = ['options={options}', ...(lazy ? ['loadData={loadData}'] : [])];
  attributes.push(...codeProps(values, data.preset, packageName, controls).map(([name, value]) => attribute(name, value)));
  attributes.push("style={{ width: '100%', maxWidth: 300 }}");
  const constant =
    data.preset === 'large'
      ? `const options: DefaultOptionType[] = ${LARGE_TREE_CODE};`
      : `const options: DefaultOptionType[] = ${literal(shapedOptions(options, values, data.preset))};`;
  return [
    lazy ? "import React, { useState } from 'react';" : "import React from 'react';",
    `import Cascader from '${packageName}';`,
    `import type { DefaultOptionType } from '${packageName}';`,
    `import '${packageName}/assets/index.less';`,
    '',
    ...(lazy ? lazy.head : [constant]),
    '',
    'export default function App() {',
    ...(lazy ? lazy.body : []),
    '  return (',
    '    <Cascader',
    ...attributes.map((line) => `      ${line}`),
    '    />',
    '  );',
    '}',
    '',
  ].join('\n');
}
