/**
 * The playground's export: the generated code of a sample of configurations, handed to the site's
 * exporter, becomes a Vite project on its package (rc-cascader or @rc-component/cascader) that
 * type-checks as a visitor's laptop would (every package it
 * declares linked from node_modules, tests/support/exported-project.ts), in one TypeScript program.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { generateCode } from '../../src/playground/code';
import { INITIAL_VALUES, type PropValues } from '../../src/playground/controls';
import { SMALL_TREE } from '../../src/playground/data';
import { playgroundExport } from '../../src/playground/export';
import { DEFAULT_PACKAGE, NEXT_PACKAGE, type PackageName } from '../../src/converter/packages';
import { CUSTOM_EXAMPLE, INITIAL_DATA, type DataState } from '../../src/playground/presets';
import { projectOf } from '../../src/runtime/sandbox-exporters';
import { removeProjects, typeCheckProjects, writeProject } from '../support/exported-project';

const SAMPLES: { label: string; values: PropValues; data: DataState; options: typeof SMALL_TREE; pkg?: PackageName }[] = [
  { label: 'default', values: INITIAL_VALUES, data: INITIAL_DATA, options: SMALL_TREE },
  {
    label: 'checkable-search',
    values: {
      ...INITIAL_VALUES,
      checkable: true,
      showSearch: true,
      'showSearch.limit': 5,
      showCheckedStrategy: 'SHOW_CHILD',
      maxTagCount: 2,
    },
    data: INITIAL_DATA,
    options: SMALL_TREE,
  },
  {
    label: 'hover-rtl-keys',
    values: {
      ...INITIAL_VALUES,
      expandTrigger: 'hover',
      direction: 'rtl',
      placement: 'topRight',
      'fieldNames.label': 'name',
      title: 'It\'s "quoted"',
    },
    data: INITIAL_DATA,
    options: SMALL_TREE,
  },
  { label: 'large', values: { ...INITIAL_VALUES, changeOnSelect: true }, data: { ...INITIAL_DATA, preset: 'large' }, options: [] },
  { label: 'load-data', values: INITIAL_VALUES, data: { ...INITIAL_DATA, preset: 'loadData', delay: 400 }, options: [] },
  {
    label: 'load-data-fails',
    values: { ...INITIAL_VALUES, allowClear: true },
    data: { ...INITIAL_DATA, preset: 'loadData', fail: true },
    options: [],
  },
  // On @rc-component/cascader 1.x: its own props, and search props inside showSearch.
  {
    label: 'next-checkable-strict-search',
    values: { ...INITIAL_VALUES, checkable: true, checkStrictly: true, showSearch: true, autoClearSearchValue: false, maxTagCount: 1 },
    data: INITIAL_DATA,
    options: SMALL_TREE,
    pkg: NEXT_PACKAGE,
  },
  {
    label: 'next-load-data-rtl',
    values: { ...INITIAL_VALUES, direction: 'rtl', changeOnSelect: true },
    data: { ...INITIAL_DATA, preset: 'loadData' },
    options: [],
    pkg: NEXT_PACKAGE,
  },
  {
    label: 'custom',
    values: { ...INITIAL_VALUES, 'fieldNames.label': 'name', 'fieldNames.value': 'id', 'fieldNames.children': 'items' },
    data: { ...INITIAL_DATA, preset: 'custom', custom: CUSTOM_EXAMPLE },
    options: CUSTOM_EXAMPLE,
  },
];

describe('the playground’s exported projects', () => {
  afterAll(removeProjects);

  it('carry the generated code as src/App.tsx and type-check, for a sample of configurations', { timeout: 120_000 }, () => {
    const dirs = SAMPLES.map(({ label, values, data, options, pkg = DEFAULT_PACKAGE }) => {
      const code = generateCode({ values, data, options, packageName: pkg });
      const files = projectOf(playgroundExport(code, 'https://example.org/playground', pkg));
      // The exporter swaps the Less stylesheet for its compiled CSS, with a comment; the rest is the code as shown.
      expect(files['src/App.tsx'].replace(/^\/\/ \S+ ships its styles as Less.*\n/m, ''), label).toBe(
        code.replace(`import '${pkg}/assets/index.less';`, "import './rc-cascader.css';"),
      );
      expect(Object.keys(JSON.parse(files['package.json']).dependencies).sort(), label).toEqual([pkg, 'react', 'react-dom']);
      // The package's own stylesheet: 1.x's has its selector's rules (.rc-cascader-content), 3.x's has none.
      expect(files['src/rc-cascader.css'].includes('.rc-cascader.rc-cascader .rc-cascader-content'), label).toBe(pkg === NEXT_PACKAGE);
      return { label, dir: writeProject(files, `playground-${label}`) };
    });
    const problems = typeCheckProjects(dirs.map(({ dir }) => dir));
    for (const { label, dir } of dirs) expect(problems.get(dir), label).toEqual([]);
  });
});
