/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/openCodeSandbox.js and openStackBlitz.js (swap "dumi exporters left out").
 *
 * dumi's theme API exports its own CodeSandbox and StackBlitz exporters, which build a Create React
 * App project. The site does not use them: its demo actions (.dumi/theme/slots/PreviewerActions.tsx)
 * export a Vite project with the site's own exporter (src/runtime/demo-export.ts). These stubs keep
 * the same exports, so that dumi's theme API still has them, without their libraries.
 */
function unused(name: string): never {
  throw new Error(`dumi's ${name} is not part of this site: export demos with src/runtime/demo-export.ts.`);
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function openCodeSandbox(): void {
  unused('openCodeSandbox');
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function openStackBlitz(): void {
  unused('openStackBlitz');
}
