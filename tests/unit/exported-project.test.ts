import LZString from 'lz-string';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TSCONFIG } from '../../src/runtime/sandbox';
import {
  decodeCodeSandboxParameters,
  decodeStackBlitzForm,
  importedPackages,
  removeProjects,
  typeCheckProjects,
  writeProject,
} from '../support/exported-project';

describe('importedPackages', () => {
  it('lists bare package names, scoped or not, and skips relative imports', () => {
    const source = `import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import { DownOutlined } from '@ant-design/icons';
import Form, { Field } from 'rc-field-form';
import './rc-cascader.css';
import { geography } from './data/geography';
export { catalogue } from './data/products';
const lazy = import('react-dom/client');`;
    expect(importedPackages(source).sort()).toEqual(['@ant-design/icons', 'rc-cascader', 'rc-field-form', 'react', 'react-dom'].sort());
  });
});

describe('decoders', () => {
  it('reads CodeSandbox parameters the way codesandbox-import-utils writes them', () => {
    const body = { files: { 'App.tsx': { content: 'export {}' } } };
    const parameters = LZString.compressToBase64(JSON.stringify(body)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeCodeSandboxParameters(parameters)).toEqual(body);
  });

  it('reads the StackBlitz form fields and undoes CRLF line breaks', () => {
    const form = new URLSearchParams();
    form.set('project[title]', 'Pick a city');
    form.set('project[template]', 'node');
    form.set('project[files][data/geography.ts]', 'line 1\r\nline 2');
    expect(decodeStackBlitzForm(form)).toMatchObject({
      title: 'Pick a city',
      template: 'node',
      files: { 'data/geography.ts': 'line 1\nline 2' },
    });
  });
});

describe('typeCheckProjects', () => {
  afterAll(removeProjects);

  it('passes a correct project and reports the errors of a broken one', { timeout: 60_000 }, () => {
    const pkg = (dependencies: Record<string, string>) =>
      JSON.stringify({ dependencies, devDependencies: { vite: '^8', '@types/react': '^19' } });
    const app = "import Cascader from 'rc-cascader';\nexport default function App() { return <Cascader options={[]} />; }\n";
    const good = writeProject(
      { 'package.json': pkg({ react: '19', 'rc-cascader': '3' }), 'tsconfig.json': SANDBOX_TSCONFIG, 'src/App.tsx': app },
      'good',
    );
    const broken = writeProject(
      {
        'package.json': pkg({ react: '19', 'rc-cascader': '3' }),
        'tsconfig.json': SANDBOX_TSCONFIG,
        'src/App.tsx': "import { geography } from './data/missing';\nexport default function App() { return <p>{geography}</p>; }\n",
      },
      'broken',
    );

    // A package the project uses but does not declare is not there.
    const undeclared = writeProject(
      { 'package.json': pkg({ react: '19' }), 'tsconfig.json': SANDBOX_TSCONFIG, 'src/App.tsx': app },
      'undeclared',
    );
    // Checked together, in one program, each project gets its own errors.
    const together = typeCheckProjects([good, broken, undeclared]);
    expect(together.get(good)).toEqual([]);
    expect(together.get(broken)!.join('\n')).toMatch(/src\/App\.tsx:1: Cannot find module '\.\/data\/missing'/);
    expect(together.get(undeclared)!.join('\n')).toMatch(/Cannot find module 'rc-cascader'/);
    expect(together.get(undeclared)!.join('\n')).not.toMatch(/missing/);
  });
});
