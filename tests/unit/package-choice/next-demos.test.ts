import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledModule, convertExamples, convertFile, demoFiles } from '../../../src/package-choice/node/next-demos';
import { demoEntries, entryModule, tableModule } from '../../../src/package-choice/node/next-demos-plugin';
import { fileOfDemoId } from '../../../src/package-choice/client/next-demos';

const ROOT = join(__dirname, '../../..');
const SCOPED = '/site/next-cascader';

describe('every demo on 1.x, converted when the site builds', () => {
  const converted = convertExamples(ROOT, SCOPED);
  const files = new Map(converted.map((file) => [file.path, file]));

  it('converts every demo and data file, leaving no import of rc-cascader', () => {
    const scripts = converted.filter((file) => /\.tsx?$/.test(file.path));
    expect(scripts.length).toBeGreaterThanOrEqual(35);
    for (const file of scripts) {
      expect(file.code, file.path).not.toMatch(/from 'rc-cascader'|'rc-cascader\//);
      expect(file.module, file.path).not.toContain("'@rc-component/cascader");
    }
  });

  it('shows the package in the code and runs the scoped copy in the module', () => {
    const city = files.get('city-picker.tsx')!;
    expect(city.code).toContain("import Cascader from '@rc-component/cascader';");
    expect(city.code).toContain("import '@rc-component/cascader/assets/index.less';");
    expect(city.module).toContain(`import Cascader from ${JSON.stringify(SCOPED)};`);
    expect(city.module).not.toContain('assets/index.less');
    // The demo's own stylesheet is kept as it is.
    expect(files.get('popup-motion.css')!.module).toBe(readFileSync(join(ROOT, 'docs/examples/popup-motion.css'), 'utf8'));
  });

  it('refuses an import of the package it cannot scope, naming the file', () => {
    expect(() => compiledModule("const c = require('@rc-component/cascader');\n", 'docs/examples/x.tsx', SCOPED)).toThrow(
      /docs\/examples\/x\.tsx: imports @rc-component\/cascader in a way/,
    );
  });

  it('stops on a file the converter cannot read, naming it', () => {
    expect(() => convertFile('broken.tsx', 'export default function (', SCOPED)).toThrow(
      /docs\/examples\/broken\.tsx:1:\d+: the 3\.x → 1\.x converter cannot read it/,
    );
  });

  it('lists a demo’s files as dumi lists them, and the modules its edits may import', () => {
    expect(demoFiles('city-picker.tsx', files)).toEqual(['city-picker.tsx', 'data/geography.ts']);
    const entry = entryModule('city-picker.tsx', files);
    expect(entry).toContain("export { default } from '../examples/city-picker';");
    expect(entry).toContain('"index.tsx": ');
    expect(entry).toContain('"./data/geography.ts": m0,');
    expect(entry).toContain('"./data/geography": m0,');
    const styled = entryModule('popup-slide-motion.tsx', files);
    expect(styled).toContain('"./popup-motion.css": {},');
    expect(styled).not.toMatch(/import \* as m\d+ from '\.\.\/examples\/popup-motion/);
  });

  it('gives the live editor the packages a demo imports, but not 1.x itself', () => {
    const form = entryModule('parcel-form.tsx', files);
    expect(form).toMatch(/import \* as p\d+ from "rc-field-form";/);
    expect(form).toMatch(/"rc-field-form": p\d+,/);
    expect(form).toMatch(/"react": p\d+,/);
    expect(form).not.toContain('"@rc-component/cascader');
  });

  it('finds a demo’s file from its id on a standalone demo page', () => {
    const table = ['docs/examples/city-picker.tsx', 'docs/examples/first-cascader.tsx'];
    expect(fileOfDemoId(table, 'docs-demo-simple-demo-city-picker')).toBe('docs/examples/city-picker.tsx');
    expect(fileOfDemoId(table, 'docs-index-demo-first-cascader')).toBe('docs/examples/first-cascader.tsx');
    expect(fileOfDemoId(table, 'docs-demo-simple-demo-picker')).toBeUndefined();
    expect(fileOfDemoId([...table, 'docs/examples/next/suffix.tsx'], 'docs-demo-custom-arrow-icon-demo-suffix')).toBeUndefined();
  });

  it('writes a table from each demo file to its loader', () => {
    const table = tableModule(['city-picker.tsx']);
    expect(table).toContain(`"docs/examples/city-picker.tsx": () => import('./entries/city-picker'),`);
  });

  it('makes each demo of docs/examples/next an entry of its own, 1.x code left as it is', () => {
    const entries = demoEntries(converted.map((file) => file.path));
    expect(entries).toEqual(
      expect.arrayContaining([
        'city-picker.tsx',
        'next/check-strictly.tsx',
        'next/controlled-search.tsx',
        'next/styling-parts.tsx',
        'next/suffix.tsx',
      ]),
    );
    expect(entries.filter((entry) => entry.includes('/') && !entry.startsWith('next/'))).toEqual([]);
    for (const entry of entries.filter((path) => path.startsWith('next/'))) {
      const file = files.get(entry)!;
      expect(file.code, entry).toBe(readFileSync(join(ROOT, 'docs/examples', entry), 'utf8'));
      expect(file.module, entry).toContain(`import Cascader from ${JSON.stringify(SCOPED)};`);
    }
    const strict = entryModule('next/check-strictly.tsx', files);
    expect(strict).toContain("export { default } from '../../examples/next/check-strictly';");
    expect(strict).toContain('"index.tsx": ');
    expect(tableModule(['next/suffix.tsx'])).toContain(`"docs/examples/next/suffix.tsx": () => import('./entries/next/suffix'),`);
  });

  it('keys a file a deeper demo imports as its code imports it', () => {
    const deeper = new Map(files);
    deeper.set(
      'next/with-data.tsx',
      convertFile('next/with-data.tsx', "import { places } from '../data/geography';\nexport default () => null;\n", SCOPED),
    );
    const entry = entryModule('next/with-data.tsx', deeper);
    expect(entry).toContain("import * as m0 from '../../examples/data/geography';");
    expect(entry).toContain('"../data/geography.ts": m0,');
    expect(entry).toContain('"../data/geography": m0,');
  });

  it('refuses a 1.x-only demo that imports the package other than by `import … from`, naming it', () => {
    for (const code of [
      "const Cascader = require('@rc-component/cascader');\n",
      "const load = () => import('@rc-component/cascader');\n",
      "export { default } from '@rc-component/cascader/es/Cascader';\n",
    ]) {
      expect(() => convertFile('next/sneaky.tsx', code, SCOPED), code).toThrow(
        /^docs\/examples\/next\/sneaky\.tsx: imports @rc-component\/cascader in a way/,
      );
    }
  });
});
