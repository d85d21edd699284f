import deepmerge from 'deepmerge';
import { describe, expect, it } from 'vitest';
import mergeIntoRouteMeta from '../../src/stand-ins/deepmerge';

const FaqPage = () => null;

const routeMeta = () => ({
  frontmatter: { title: 'Simple', order: 1, nav: { title: 'Demos' } },
  toc: [
    { id: 'simple', depth: 1, title: 'Simple' },
    { id: 'api', depth: 2, title: 'API' },
  ],
  texts: [],
  tabs: [{ key: 'faq', components: { default: FaqPage }, meta: { frontmatter: { title: 'FAQ' } } }],
});

describe("mergeIntoRouteMeta (deepmerge for dumi's route-meta runtime)", () => {
  it('gives what deepmerge gives for a route without meta: a copy of the route meta', () => {
    const source = routeMeta();
    const merged = mergeIntoRouteMeta(undefined, source);
    expect(merged).toEqual(deepmerge(undefined as never, routeMeta()));
    expect(merged).toEqual(source);
    expect(merged).not.toBe(source);
    expect(merged.frontmatter).not.toBe(source.frontmatter);
    expect(merged.frontmatter.nav).not.toBe(source.frontmatter.nav);
    expect(merged.tabs).not.toBe(source.tabs);
    expect(merged.tabs[0].meta).not.toBe(source.tabs[0].meta);
    // Functions are carried over as they are.
    expect(merged.tabs[0].components.default).toBe(source.tabs[0].components.default);
  });

  it('takes the table of contents and texts as they are, since dumi replaces them on the copy', () => {
    const source = routeMeta();
    const merged = mergeIntoRouteMeta(undefined, source);
    expect(merged.toc).toBe(source.toc);
    expect(merged.texts).toBe(source.texts);
    expect(Object.keys(merged).sort()).toEqual(Object.keys(source).sort());
  });

  it('merges into an existing meta as deepmerge does', () => {
    const target = { frontmatter: { title: 'Old', keep: true }, toc: [{ id: 'x', depth: 1, title: 'X' }] };
    expect(mergeIntoRouteMeta(target, routeMeta())).toEqual(deepmerge(target, routeMeta() as never));
  });

  it('copies an array source too', () => {
    expect(mergeIntoRouteMeta(undefined, [{ a: 1 }])).toEqual([{ a: 1 }]);
  });
});
