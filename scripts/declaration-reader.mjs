// How installed type declarations are read, by the API drift test (tests/support/api/component-api.ts,
// tests/support/cascader-packages.ts) and by release-declarations.mjs, which reads every release's for changelog-sync.mjs.
import ts from 'typescript';

/** The compiler options for reading a package's declarations, checked as strictly as the site's own code. */
export const DECLARATION_READER_OPTIONS = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  target: ts.ScriptTarget.ES2020,
  types: [],
};
