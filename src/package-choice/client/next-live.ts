/**
 * The live editor on the 1.x line: the edited 1.x code compiled by the site's live compiler (the
 * one dumi's editor uses for 3.x, with its loop guard, src/runtime/live-compiler.ts) and run with
 * its imports resolved: the demo's own files and the packages it imports to the modules its 1.x
 * module loaded, and `@rc-component/cascader` to the site's scoped copy.
 * Loaded on the first 1.x edit.
 */
import type { ComponentType } from 'react';
import { NEXT_PACKAGE } from '../../converter/packages';
import type { NextDemoModule } from './next-demo-types';

/** An edit that names a module the demo cannot import here. */
class UnknownImportError extends Error {
  constructor(readonly request: string) {
    super(`Cannot import "${request}" in this demo: it can import the packages and files the demo imports.`);
    this.name = 'UnknownImportError';
  }
}

/**
 * Compiles and runs a 1.x demo's edited entry file; resolves to its default export.
 * Rejects with the compiler's error (a syntax error names its line), an unknown import, or what the
 * module threw while it ran.
 */
export async function compileNextDemo(code: string, demoId: string, demo: NextDemoModule): Promise<ComponentType> {
  const [{ default: compile }, scoped] = await Promise.all([import('../../runtime/live-compiler'), import('./next-cascader')]);
  const js = await compile(code, { filename: `${demoId}-index.tsx` });
  const resolve = (request: string): unknown => {
    if (request === NEXT_PACKAGE) return scoped;
    if (request.startsWith(`${NEXT_PACKAGE}/assets/`)) return {};
    if (request in demo.modules) return demo.modules[request];
    throw new UnknownImportError(request);
  };
  const module: { exports: { default?: unknown } } = { exports: {} };
  new Function('module', 'exports', 'require', js)(module, module.exports, resolve);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The demo has no default export to render: end it with `export default function …`.');
  }
  return component as ComponentType;
}
