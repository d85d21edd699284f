/**
 * Stands in for: resize-observer-polyfill@1.5.1, as rc-resize-observer imports it (swap "resize observer").
 *
 * Stands in for `resize-observer-polyfill` in the browser bundle (the alias in src/plugins/module-swaps.ts gives
 * it to rc-resize-observer, which creates one observer when its module loads).
 *
 * The polyfill returns the browser's own ResizeObserver when there is one, and every browser the
 * site serves (`targets` in .dumirc.ts) has it, so its 2.5 kB were never used there. Where there is
 * none (Node, when pages are prerendered), a stand-in that observes nothing keeps that module
 * loadable, as the polyfill's own fallback did; rc-resize-observer observes only in effects, which
 * never run there.
 */
class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const ResizeObserverOrInert: typeof ResizeObserver = globalThis.ResizeObserver ?? InertResizeObserver;

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export default ResizeObserverOrInert;
