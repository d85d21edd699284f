import { describe, expect, it } from 'vitest';
import {
  adjustCodeSandboxData,
  adjustStackBlitzData,
  CSS_STYLESHEET_FILE,
  normaliseSandboxPath,
  prepareSandboxFiles,
  readDependencies,
  SANDBOX_ENTRY,
  sandboxStylesheet,
  withCompiledStylesheet,
} from '../../src/runtime/sandbox';
import { DEMO_THEME_CSS, RC_CASCADER_CSS, RC_CASCADER_VERSION } from '../../src/generated/rc-cascader-css';
import { SANDBOX_CSS } from '../../src/runtime/sandbox-exporters';
import { DEMO_PAGE_CLASS } from '../../src/inline-scripts/early-input';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import installed from 'rc-cascader/package.json';

const APP = `import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';

export default function App() {
  return <Cascader options={geography} />;
}
`;

const PACKAGE = JSON.stringify({ name: 'demo', dependencies: { react: '18.3.1', 'rc-cascader': '3.34.0' } });

describe('normaliseSandboxPath', () => {
  it('drops the leading ./ of relative imports', () => {
    expect(normaliseSandboxPath('./data/geography.ts')).toBe('data/geography.ts');
    expect(normaliseSandboxPath('App.tsx')).toBe('App.tsx');
  });

  it('refuses a path that leaves the demo folder', () => {
    expect(() => normaliseSandboxPath('../../src/site.ts')).toThrow(/outside its folder/);
    expect(() => normaliseSandboxPath('./')).toThrow();
  });
});

describe('withCompiledStylesheet', () => {
  it('swaps the Less import for the compiled CSS file and adds the file', () => {
    const files = withCompiledStylesheet({ 'App.tsx': APP }, '.x{}');
    expect(files['App.tsx']).not.toContain('index.less\';\n');
    expect(files['App.tsx']).toContain("import './rc-cascader.css';");
    expect(files['App.tsx']).toContain("import { geography } from './data/geography';");
    expect(files[CSS_STYLESHEET_FILE]).toBe('.x{}');
  });

  it('points nested files at the root stylesheet', () => {
    const files = withCompiledStylesheet({ 'parts/Menu.tsx': "import 'rc-cascader/assets/index.less';\n" }, '.x{}');
    expect(files['parts/Menu.tsx']).toContain("import '../rc-cascader.css';");
  });

  it('leaves projects that do not use the stylesheet alone', () => {
    expect(withCompiledStylesheet({ 'App.tsx': 'export {}' }, '.x{}')).toEqual({ 'App.tsx': 'export {}' });
  });
});

describe('readDependencies', () => {
  it('adds react-dom at the version of react', () => {
    expect(readDependencies(PACKAGE)).toEqual({ react: '18.3.1', 'react-dom': '18.3.1', 'rc-cascader': '3.34.0' });
  });

  it('keeps an explicit react-dom', () => {
    const pkg = JSON.stringify({ dependencies: { react: '18.3.1', 'react-dom': '18.2.0' } });
    expect(readDependencies(pkg)['react-dom']).toBe('18.2.0');
  });
});

describe('prepareSandboxFiles', () => {
  const files = prepareSandboxFiles(
    { 'App.tsx': APP, './data/geography.ts': 'export const geography = [];', 'package.json': PACKAGE },
    '.x{}',
  );

  it('stores relative imports under their own path', () => {
    expect(files['data/geography.ts']).toBe('export const geography = [];');
    expect(files).not.toHaveProperty('./data/geography.ts');
  });

  it('renders the demo from a strict-safe entry', () => {
    expect(files['index.tsx']).toContain("createRoot(document.getElementById('root')!)");
    expect(files['index.tsx']).toContain('<App />');
  });

  it('declares react-dom and ships a strict tsconfig', () => {
    expect(JSON.parse(files['package.json']).dependencies['react-dom']).toBe('18.3.1');
    expect(JSON.parse(files['tsconfig.json']).compilerOptions.strict).toBe(true);
  });
});

describe('the export hooks', () => {
  it('CodeSandbox keeps the {content, isBinary} shape', () => {
    const data = adjustCodeSandboxData(
      { files: { 'App.tsx': { content: APP, isBinary: false }, 'package.json': { content: PACKAGE, isBinary: false } } },
      '.x{}',
    );
    expect(data.files[CSS_STYLESHEET_FILE]).toEqual({ content: '.x{}', isBinary: false });
    expect(data.files['App.tsx'].content).toContain('./rc-cascader.css');
  });

  it('StackBlitz gets dependencies and settings as their own fields', () => {
    const data = adjustStackBlitzData(
      { title: 'Pick a city', template: 'create-react-app', files: { 'App.tsx': APP, 'package.json': PACKAGE } },
      '.x{}',
    );
    expect(data.dependencies).toEqual({ react: '18.3.1', 'react-dom': '18.3.1', 'rc-cascader': '3.34.0' });
    expect(data.settings).toBeDefined();
    expect(data.files[CSS_STYLESHEET_FILE]).toBe('.x{}');
  });
});

describe('the generated stylesheet', () => {
  it('was compiled from the installed rc-cascader', () => {
    expect(RC_CASCADER_VERSION).toBe(installed.version);
    expect(RC_CASCADER_CSS).toContain('.rc-cascader-menu-item');
    expect(RC_CASCADER_CSS).toContain('.rc-cascader-selector');
    expect(RC_CASCADER_CSS).not.toContain('@import');
  });
});

describe('the demo theme in the exports', () => {
  const themeFile = readFileSync(join(__dirname, '..', '..', 'src', 'styles', 'demo-theme.css'), 'utf8');

  it('is the stylesheet the site imports, as it is on disk', () => {
    expect(DEMO_THEME_CSS).toBe(themeFile);
    expect(readFileSync(join(__dirname, '..', '..', '.dumi', 'global.less'), 'utf8')).toContain(
      "@import (inline) '../src/styles/demo-theme.css';",
    );
  });

  it('follows rc-cascader\'s own rules in the exported rc-cascader.css, so that it wins as on the site', () => {
    const css = sandboxStylesheet('.rc-cascader{}\n', '.theme{}\n');
    expect(css.indexOf('.rc-cascader{}')).toBeLessThan(css.indexOf('.theme{}'));
    expect(SANDBOX_CSS.startsWith(RC_CASCADER_CSS.trimEnd())).toBe(true);
    expect(SANDBOX_CSS.endsWith(themeFile)).toBe(true);
  });

  it('scopes the controls to an element the exported entry renders the demo in', () => {
    expect(themeFile).toContain(`.${DEMO_PAGE_CLASS}`);
    expect(SANDBOX_ENTRY).toContain(`<main className="${DEMO_PAGE_CLASS}">`);
    const files = prepareSandboxFiles({ 'App.tsx': APP, 'package.json': PACKAGE }, SANDBOX_CSS);
    expect(files['index.tsx']).toBe(SANDBOX_ENTRY);
    expect(files[CSS_STYLESHEET_FILE]).toContain('--cascader-font');
  });
});
