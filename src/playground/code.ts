/**
 * The TSX component that reproduces a playground configuration: the data as a constant, and only
 * the props whose value differs from the component's own default (a control that has no effect
 * in the configuration is left out too). Pure: the page shows it, tests/unit/playground.test.ts
 * reads it, and the exports hand it over as the project's src/App.tsx.
 */
import { CONTROLS, unmetNeed, type Control, type ControlValue, type PropValues } from './controls';
import { withKeys, type PlaygroundOption } from './data';

/** A JavaScript object key as written in code: bare when it is an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/** A value as a TypeScript literal, objects and arrays indented by `indent`. */
export function literal(value: unknown, indent = ''): string {
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
function attribute(name: string, value: ControlValue | Record<string, ControlValue>): string {
  if (value === true) return name;
  if (typeof value === 'string' && !/["{}<>\\\n]/.test(value)) return `${name}="${value}"`;
  return `${name}={${literal(value)}}`;
}

/** Whether a control's value is set to something other than the component's default, and has an effect. */
function differs(control: Control, values: PropValues): boolean {
  const value = values[control.name];
  return value !== undefined && value !== control.componentDefault && unmetNeed(control, values) === null;
}

/** The props the code sets, in the controls' order, objects (showSearch, fieldNames) gathered. */
export function codeProps(values: PropValues): [string, ControlValue | Record<string, ControlValue>][] {
  const props: [string, ControlValue | Record<string, ControlValue>][] = [];
  const objects = new Map<string, Record<string, ControlValue>>();
  for (const control of CONTROLS) {
    const [prop, field] = control.name.split('.');
    if (field) {
      if (!differs(control, values)) continue;
      if (!objects.has(prop)) {
        const object: Record<string, ControlValue> = {};
        objects.set(prop, object);
        const at = props.findIndex(([name]) => name === prop);
        if (at === -1) props.push([prop, object]);
        else props[at] = [prop, object];
      }
      objects.get(prop)![field] = values[control.name];
    } else if (differs(control, values)) {
      props.push([prop, objects.get(prop) ?? values[control.name]]);
    }
  }
  return props;
}

/** fieldNames' keys in a configuration. */
export function fieldKeys(values: PropValues) {
  return {
    label: String(values['fieldNames.label']),
    value: String(values['fieldNames.value']),
    children: String(values['fieldNames.children']),
  };
}

/** The data as the cascader gets it: the tree with fieldNames' keys. */
export function shapedOptions(options: PlaygroundOption[], values: PropValues): PlaygroundOption[] {
  return withKeys(options, fieldKeys(values));
}

export interface CodeInput {
  values: PropValues;
  options: PlaygroundOption[];
  /** The package the code imports. */
  packageName?: string;
}

/** The complete component, as a visitor would paste it into a project. */
export function generateCode({ values, options, packageName = 'rc-cascader' }: CodeInput): string {
  const attributes = ['options={options}', ...codeProps(values).map(([name, value]) => attribute(name, value))];
  attributes.push("style={{ width: '100%', maxWidth: 300 }}");
  return [
    "import React from 'react';",
    `import Cascader from '${packageName}';`,
    `import type { DefaultOptionType } from '${packageName}';`,
    `import '${packageName}/assets/index.less';`,
    '',
    `const options: DefaultOptionType[] = ${literal(shapedOptions(options, values))};`,
    '',
    'export default function App() {',
    '  return (',
    '    <Cascader',
    ...attributes.map((line) => `      ${line}`),
    '    />',
    '  );',
    '}',
    '',
  ].join('\n');
}
