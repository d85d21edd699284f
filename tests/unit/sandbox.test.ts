import { describe, expect, it } from 'vitest';
import {
  CODESANDBOX_CONFIG,
  CSS_STYLESHEET_FILE,
  exportedProject,
  normaliseSandboxPath,
  packageName,
  plainText,
  SANDBOX_ENTRY,
  sandboxStylesheet,
  withCompiledStylesheet,
  type DemoExport,
} from '../../src/runtime/sandbox';
import { DEMO_THEME_CSS, RC_CASCADER_CSS } from '../../src/generated/rc-cascader-css';
import { EXPORT_RUNTIME_VERSIONS, EXPORT_TOOL_VERSIONS, RC_CASCADER_VERSION } from '../../src/generated/versions';
import { codeSandboxParameters, projectOf, SANDBOX_CSS } from '../../src/runtime/sandbox-exporters';
import { DEMO_PAGE_CLASS } from '../../src/inline-scripts/early-input';
import { demoExportOf } from '../../src/runtime/demo-export';
import { SITE_BASE, SITE_URL } from '../../src/site';
import { decodeCodeSandboxParameters } from '../support/exported-project';
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

const DEMO: DemoExport = {
  id: 'simple-demo-city-picker',
  title: 'Pick a city',
  description: '<p>Open the control &amp; choose a <code>city</code>.</p>',
  pageUrl: 'https://example.org/demo/simple#simple-demo-city-picker',
  files: { 'index.tsx': APP, './data/geography.ts': 'export const geography = [];' },
  packages: { react: '19.3.1', 'rc-cascader': '3.34.0', 'rc-field-form': '2.7.1' },
};
const VERSIONS = {
  runtime: { react: '19.0.0', 'react-dom': '19.0.0', 'rc-cascader': '3.30.0' },
  tools: { vite: '^8.0.0', typescript: '^5.0.0' },
};

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
  it('swaps the Less import for the compiled CSS file beside it and adds the file', () => {
    const files = withCompiledStylesheet({ 'src/App.tsx': APP }, '.x{}');
    expect(files['src/App.tsx']).not.toContain("index.less';\n");
    expect(files['src/App.tsx']).toContain("import './rc-cascader.css';");
    expect(files['src/App.tsx']).toContain("import { geography } from './data/geography';");
    expect(files[CSS_STYLESHEET_FILE]).toBe('.x{}');
  });

  it('points nested files at the stylesheet in src/', () => {
    const files = withCompiledStylesheet({ 'src/parts/Menu.tsx': "import 'rc-cascader/assets/index.less';\n" }, '.x{}');
    expect(files['src/parts/Menu.tsx']).toContain("import '../rc-cascader.css';");
  });

  it('leaves projects that do not use the stylesheet alone', () => {
    expect(withCompiledStylesheet({ 'src/App.tsx': 'export {}' }, '.x{}')).toEqual({ 'src/App.tsx': 'export {}' });
  });
});

describe('packageName and plainText', () => {
  it('makes a valid npm name of any demo id', () => {
    expect(packageName('simple-demo-city-picker')).toBe('simple-demo-city-picker');
    expect(packageName('_Demo Ünicode/ID-')).toBe('demo-nicode-id');
    expect(packageName('...')).toBe('rc-cascader-demo');
    expect(packageName('x'.repeat(300))).toHaveLength(214);
  });

  it("turns dumi's HTML description into one line of text", () => {
    expect(plainText('<p>Open the control, <strong>then</strong> a city &amp; a &quot;region&quot;&#39;s &#x41;.</p>\n<p>Two.</p>')).toBe(
      'Open the control, then a city & a "region"\'s A. Two.',
    );
  });
});

describe('exportedProject', () => {
  const files = exportedProject(DEMO, '.x{}', VERSIONS);
  const pkg = JSON.parse(files['package.json']);

  it('is a Vite project: index.html loads the entry, which renders the demo from src/App.tsx', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.md',
        'index.html',
        'package.json',
        'src/App.tsx',
        'src/data/geography.ts',
        'src/main.tsx',
        'src/rc-cascader.css',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(files['index.html']).toContain('<title>Pick a city</title>');
    expect(files['src/main.tsx']).toBe(SANDBOX_ENTRY);
    expect(files['src/App.tsx']).toContain("import './rc-cascader.css';");
    expect(files['vite.config.ts']).toContain('plugins: [react()]');
    expect(JSON.parse(files['tsconfig.json'])).toMatchObject({
      compilerOptions: { strict: true, moduleResolution: 'bundler', noEmit: true },
    });
  });

  it("declares a valid name, a text description, the scripts, and the site's versions over the demo's", () => {
    expect(pkg).toMatchObject({
      name: 'simple-demo-city-picker',
      private: true,
      type: 'module',
      description: 'Open the control & choose a city.',
      scripts: { dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' },
      dependencies: { react: '19.0.0', 'react-dom': '19.0.0', 'rc-cascader': '3.30.0', 'rc-field-form': '2.7.1' },
      devDependencies: VERSIONS.tools,
    });
  });

  it('has a README that says what the demo shows, where it comes from and how to run it', () => {
    expect(files['README.md']).toContain('# Pick a city');
    expect(files['README.md']).toContain('Open the control & choose a city.');
    expect(files['README.md']).toContain(DEMO.pageUrl);
    expect(files['README.md']).toContain('npm install && npm run dev');
  });

  it('falls back to the title when there is no description', () => {
    expect(JSON.parse(exportedProject({ ...DEMO, description: undefined }, '', VERSIONS)['package.json']).description).toBe('Pick a city');
  });
});

describe('the exporters', () => {
  it('declare the versions installed here: exact for the runtime, caret majors for the tools', () => {
    for (const name of ['react', 'react-dom', 'rc-cascader']) {
      const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8'));
      expect(EXPORT_RUNTIME_VERSIONS[name]).toBe(version);
    }
    expect(Object.keys(EXPORT_TOOL_VERSIONS).sort()).toEqual([
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ]);
    expect(EXPORT_TOOL_VERSIONS.vite).toMatch(/^\^8\./);
    expect(EXPORT_TOOL_VERSIONS['@vitejs/plugin-react']).toMatch(/^\^6\./);
    expect(EXPORT_TOOL_VERSIONS.typescript).toMatch(/^\^5\./);
    expect(JSON.parse(projectOf(DEMO)['package.json']).dependencies).toMatchObject(EXPORT_RUNTIME_VERSIONS);
  });

  it("encode CodeSandbox's parameters the way its define API reads them", () => {
    const files = { ...projectOf(DEMO), 'sandbox.config.json': CODESANDBOX_CONFIG };
    const decoded = decodeCodeSandboxParameters(codeSandboxParameters(files)).files;
    expect(Object.fromEntries(Object.entries(decoded).map(([path, file]) => [path, file.content]))).toEqual(files);
    expect(JSON.parse(CODESANDBOX_CONFIG)).toMatchObject({ template: 'node' });
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

  it("follows rc-cascader's own rules in the exported rc-cascader.css, so that it wins as on the site", () => {
    const css = sandboxStylesheet('.rc-cascader{}\n', '.theme{}\n');
    expect(css.indexOf('.rc-cascader{}')).toBeLessThan(css.indexOf('.theme{}'));
    expect(SANDBOX_CSS.startsWith(RC_CASCADER_CSS.trimEnd())).toBe(true);
    expect(SANDBOX_CSS.endsWith(themeFile)).toBe(true);
  });

  it('scopes the controls to an element the exported entry renders the demo in', () => {
    expect(themeFile).toContain(`.${DEMO_PAGE_CLASS}`);
    expect(SANDBOX_ENTRY).toContain(`<main className="${DEMO_PAGE_CLASS}">`);
    const files = projectOf(DEMO);
    expect(files['src/main.tsx']).toBe(SANDBOX_ENTRY);
    expect(files[CSS_STYLESHEET_FILE]).toContain('--cascader-font');
  });
});

describe('demoExportOf (what the demo actions hand the exporters)', () => {
  const asset = {
    id: 'docs-demo-simple-demo-city-picker',
    dependencies: {
      'index.tsx': { type: 'FILE', value: APP },
      './data/geography.ts': { type: 'FILE', value: 'export const geography = [];' },
      'rc-cascader': { type: 'NPM', value: '3.34.0' },
      react: { type: 'NPM', value: '19.3.1' },
    },
  } as unknown as Parameters<typeof demoExportOf>[0]['asset'];

  it('parts files from packages and links back to the demo on its page', () => {
    const demo = demoExportOf({ asset, title: 'Pick a city', description: '<p>x</p>' }, `${SITE_BASE}demo/simple`);
    expect(demo.files).toEqual({ 'index.tsx': APP, './data/geography.ts': 'export const geography = [];' });
    expect(demo.packages).toEqual({ 'rc-cascader': '3.34.0', react: '19.3.1' });
    expect(demo.pageUrl).toBe(`${SITE_URL}demo/simple#docs-demo-simple-demo-city-picker`);
    expect(demoExportOf({ asset }, `${SITE_BASE}zh-CN/demo/simple`).title).toBe(asset.id);
  });
});
