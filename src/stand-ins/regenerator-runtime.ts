/**
 * Stands in for: regenerator-runtime@0.13.11 runtime.js, as umi's generated polyfill module imports it (swap "no regenerator runtime").
 *
 * Stands in for `regenerator-runtime/runtime`, which umi's generated polyfill module imports
 * whatever the configured polyfills (src/build/module-swaps.ts swaps it for this file).
 *
 * That module installs a global `regeneratorRuntime` for code compiled to ES5 generators. The
 * browsers this site serves (`targets` in .dumirc.ts) run generators and async functions natively,
 * the site's code is compiled for them, and the libraries that were compiled to ES5 import their
 * own helper from @babel/runtime: nothing reads the global, so none is installed.
 */
export {};
