/**
 * Adjusts dumi's CodeSandbox and StackBlitz exports so that every exported demo runs as is.
 *
 * dumi exports a Create React App project: the demo as App.tsx, its relative imports as files,
 * and the packages it imports in package.json. Two things would break there:
 * - rc-cascader ships its stylesheet as Less, which Create React App cannot compile, so the
 *   export carries the compiled CSS as a file and imports that instead;
 * - relative imports arrive as `./data/x.ts`; they are stored as `data/x.ts`.
 * And one thing would look different: the site's look of rc-cascader and of the demos' controls
 * (src/styles/demo-theme.css) is appended to that CSS file, and the entry renders the demo inside
 * the element those control styles are scoped to, as a standalone demo page of the site does.
 */
import { DEMO_PAGE_CLASS } from '../inline-scripts/early-input';

export const LESS_STYLESHEET = 'rc-cascader/assets/index.less';
export const CSS_STYLESHEET_FILE = 'rc-cascader.css';

const LESS_IMPORT = /^import\s+['"]rc-cascader\/assets\/index\.less['"];?[^\S\n]*$/m;
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/** The exported project's TypeScript settings: the ones the export test checks it with. */
export const SANDBOX_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2020',
      lib: ['DOM', 'DOM.Iterable', 'ES2020'],
      module: 'ESNext',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
    },
  },
  null,
  2,
)}\n`;

/**
 * The project's entry: renders the demo (App.tsx) into #root, inside the element that the demo
 * theme's control styles are scoped to (the class of the site's standalone demo page).
 */
export const SANDBOX_ENTRY = `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <main className="${DEMO_PAGE_CLASS}">
      <App />
    </main>
  </React.StrictMode>,
);
`;

/** rc-cascader's compiled CSS followed by the site's demo theme: the exported rc-cascader.css. */
export function sandboxStylesheet(componentCss: string, demoThemeCss: string): string {
  return `${componentCss.trimEnd()}\n\n/* The look of the demos on the documentation site (its src/styles/demo-theme.css). */\n${demoThemeCss}`;
}

/** `./data/geography.ts` → `data/geography.ts`; a path that leaves the project is refused. */
export function normaliseSandboxPath(path: string): string {
  const segments = path.replace(/\\/g, '/').split('/').filter((part) => part && part !== '.');
  if (segments.length === 0 || segments.includes('..')) {
    throw new Error(`The demo imports "${path}", which lies outside its folder: an exported sandbox cannot carry it.`);
  }
  return segments.join('/');
}

/**
 * Replaces the Less stylesheet import with an import of the compiled CSS file, placed at the
 * project root, and adds that file when any source uses it.
 */
export function withCompiledStylesheet(files: Record<string, string>, css: string): Record<string, string> {
  const result: Record<string, string> = {};
  let used = false;
  for (const [path, content] of Object.entries(files)) {
    if (SCRIPT_FILE.test(path) && LESS_IMPORT.test(content)) {
      used = true;
      const depth = path.split('/').length - 1;
      const relative = `${depth === 0 ? './' : '../'.repeat(depth)}${CSS_STYLESHEET_FILE}`;
      result[path] = content.replace(
        LESS_IMPORT,
        `// rc-cascader ships its styles as Less (${LESS_STYLESHEET}); this sandbox uses them compiled to CSS.\nimport '${relative}';`,
      );
    } else {
      result[path] = content;
    }
  }
  if (used) result[CSS_STYLESHEET_FILE] = css;
  return result;
}

/** The package.json dependencies, with react-dom pinned beside react. */
export function readDependencies(packageJson: string): Record<string, string> {
  const dependencies: Record<string, string> = { ...(JSON.parse(packageJson).dependencies ?? {}) };
  if (dependencies.react && !dependencies['react-dom']) dependencies['react-dom'] = dependencies.react;
  return dependencies;
}

/** Applies the adjustments to a map of path → text, as both exports use. */
export function prepareSandboxFiles(files: Record<string, string>, css: string): Record<string, string> {
  const normalised: Record<string, string> = {};
  for (const [path, content] of Object.entries(files)) normalised[normaliseSandboxPath(path)] = content;
  const prepared = withCompiledStylesheet(normalised, css);
  if (prepared['package.json']) {
    const pkg = JSON.parse(prepared['package.json']);
    pkg.dependencies = readDependencies(prepared['package.json']);
    prepared['package.json'] = `${JSON.stringify(pkg, null, 2)}\n`;
  }
  if (prepared['App.tsx']) prepared['index.tsx'] = SANDBOX_ENTRY;
  prepared['tsconfig.json'] = SANDBOX_TSCONFIG;
  return prepared;
}

export interface CodeSandboxData {
  files: Record<string, { content: string; isBinary: boolean }>;
  [key: string]: unknown;
}

export function adjustCodeSandboxData(memo: CodeSandboxData, css: string): CodeSandboxData {
  const texts = Object.fromEntries(Object.entries(memo.files).map(([path, file]) => [path, file.content]));
  const prepared = prepareSandboxFiles(texts, css);
  return {
    ...memo,
    files: Object.fromEntries(
      Object.entries(prepared).map(([path, content]) => [path, { content, isBinary: false }]),
    ),
  };
}

export interface StackBlitzData {
  title: string;
  description?: string;
  template: string;
  files: Record<string, string>;
  dependencies?: Record<string, string>;
  settings?: Record<string, unknown>;
}

export function adjustStackBlitzData(memo: StackBlitzData, css: string): StackBlitzData {
  const files = prepareSandboxFiles(memo.files, css);
  return {
    ...memo,
    files,
    dependencies: files['package.json'] ? readDependencies(files['package.json']) : {},
    settings: { compile: { trigger: 'auto', clearConsole: false } },
  };
}
