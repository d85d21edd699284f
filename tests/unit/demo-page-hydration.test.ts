import { afterEach, describe, expect, it, vi } from 'vitest';
import { modifyClientRenderOpts } from '../../src/stand-ins/dumi-export-static-runtime-plugin';

const at = (pathname: string) => ({ hydrate: true, history: { location: { pathname } } });

/** A document whose #root holds `children` nodes. */
const withRoot = (children: number) =>
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => children > 0 } : null) });

describe('modifyClientRenderOpts (standalone demo pages)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hydrates a prerendered demo page', () => {
    withRoot(1);
    expect(modifyClientRenderOpts(at('/~demos/docs-demo-simple-demo-city-picker')).hydrate).toBe(true);
  });

  it('renders an empty demo shell from scratch, as dumi does', () => {
    withRoot(0);
    expect(modifyClientRenderOpts(at('/~demos/docs-demo-simple-demo-city-picker')).hydrate).toBe(false);
  });

  it('leaves every other page as it is', () => {
    withRoot(0);
    expect(modifyClientRenderOpts(at('/demo/simple')).hydrate).toBe(true);
    expect(modifyClientRenderOpts({ ...at('/demo/simple'), hydrate: false }).hydrate).toBe(false);
  });
});
