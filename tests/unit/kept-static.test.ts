import { Fragment, Suspense, createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeptStatic, keptStaticMarkup } from '../../src/runtime/kept-static';

/** A component, as a demo, a client-side link or a table is on a Markdown page. */
const Live = ({ children }: { children?: ReactNode }) => h('a', { href: '/demo/simple' }, children);

const markup = (tree: ReactNode) => renderToStaticMarkup(h(Fragment, null, tree));

describe('keptStaticMarkup (a page as it hydrates)', () => {
  it('keeps a block of plain elements and text whole: one element, its content left to the server', () => {
    const block = h('div', { className: 'markdown' }, h('h2', { id: 'intro' }, h('a', { href: '#intro', 'aria-hidden': 'true' }), 'Intro'), h('p', null, 'Text ', h('code', null, 'value'), '.'));
    const kept = keptStaticMarkup(block) as ReactElement<Record<string, unknown>>;
    expect(markup(kept)).toBe('<div class="markdown"></div>');
    expect(kept.props).toEqual({ className: 'markdown', dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true });
  });

  it('hydrates a component and its ancestors, and keeps each static sibling and descendant around it', () => {
    const tree = h(
      'div',
      { className: 'markdown' },
      h('h2', null, 'Title'),
      h('p', null, 'See ', h(Live, null, 'the demo'), ' and ', h('code', null, 'options'), '.'),
      h('ul', null, h('li', null, 'one'), h('li', null, 'two')),
    );
    expect(markup(keptStaticMarkup(tree))).toBe(
      '<div class="markdown"><h2></h2><p>See <a href="/demo/simple">the demo</a> and <code></code>.</p><ul></ul></div>',
    );
  });

  it('leaves a component element as it is, children included', () => {
    const live = h(Live, null, h('strong', null, 'bold'));
    const kept = keptStaticMarkup(h('p', null, live, h('em', null, 'x'))) as ReactElement<{ children: ReactNode[] }>;
    expect(kept.props.children[0]).toBe(live);
    expect(markup(kept)).toBe('<p><a href="/demo/simple"><strong>bold</strong></a><em></em></p>');
  });

  it('hydrates elements with handlers, refs or state of their own, keeping their static content', () => {
    const onClick = () => undefined;
    const ref = { current: null };
    const tree = h(
      'div',
      null,
      h('p', { onClick }, h('b', null, 'clickable')),
      h('section', { ref }, h('b', null, 'measured')),
      h('button', { type: 'button' }, h('span', null, 'press')),
      h('details', null, h('summary', null, 'more'), 'hidden'),
    );
    const kept = keptStaticMarkup(tree) as ReactElement<{ children: ReactElement<{ children: ReactElement }>[] }>;
    const [clickable, measured, button, details] = kept.props.children;
    expect(clickable.props.children.props).toHaveProperty('dangerouslySetInnerHTML');
    expect(measured.props.children.props).toHaveProperty('dangerouslySetInnerHTML');
    expect(button.props).not.toHaveProperty('dangerouslySetInnerHTML');
    expect(button.props.children.props).toHaveProperty('dangerouslySetInnerHTML');
    // A plain element with no handler (a <details> opens by itself) is kept whole.
    expect(details.props).toHaveProperty('dangerouslySetInnerHTML');
  });

  it('hydrates elements whose props are objects React acts on, but keeps a plain style', () => {
    const kept = keptStaticMarkup(
      h('div', null, h('p', { style: { color: 'red' } }, 'styled'), h('p', { data: { nested: true } } as object, 'object'), h(Live)),
    ) as ReactElement<{ children: ReactElement<Record<string, unknown>>[] }>;
    expect(kept.props.children[0].props).toHaveProperty('dangerouslySetInnerHTML');
    expect(kept.props.children[1].props).not.toHaveProperty('dangerouslySetInnerHTML');
  });

  it('leaves void elements as they are (they have no content, and React refuses inner HTML on them)', () => {
    const tree = h('p', null, 'a', h('br'), h('img', { src: '/logo.svg', alt: '' }), h(Live));
    expect(() => markup(keptStaticMarkup(tree))).not.toThrow();
    expect(markup(keptStaticMarkup(tree))).toBe('<p>a<br/><img src="/logo.svg" alt=""/><a href="/demo/simple"></a></p>');
  });

  it('goes through fragments and Suspense boundaries, keeping their fallback', () => {
    const fallback = h('span', null, 'Loading...');
    const tree = h(Suspense, { fallback }, h(Fragment, null, h('div', { className: 'markdown' }, h('p', null, 'prose')), h(Live), h('div', { className: 'markdown' }, h('p', null, 'more'))));
    const kept = keptStaticMarkup(tree) as ReactElement<{ fallback: ReactNode; children: ReactElement<{ children: ReactNode[] }> }>;
    expect(kept.type).toBe(Suspense);
    expect(kept.props.fallback).toBe(fallback);
    expect(markup(kept)).toBe('<div class="markdown"></div><a href="/demo/simple"></a><div class="markdown"></div>');
  });

  it('keeps keys, and gives none to an element that had none', () => {
    const kept = keptStaticMarkup(h('div', null, [h('p', { key: 'first' }, 'a'), h('p', { key: 'second' }, 'b'), h(Live, { key: 'live' })])) as ReactElement<{
      children: ReactElement[];
    }>;
    expect(kept.props.children.map((child) => child.key)).toEqual(['first', 'second', 'live']);
    const unkeyed = keptStaticMarkup(h('div', null, h('p', null, 'a'), h(Live))) as ReactElement<{ children: ReactElement[] }>;
    expect(unkeyed.props.children[0].key).toBeNull();
  });

  it('leaves text, numbers and empty nodes as they are', () => {
    expect(keptStaticMarkup('text')).toBe('text');
    expect(keptStaticMarkup(3)).toBe(3);
    expect(keptStaticMarkup(null)).toBeNull();
    const list = keptStaticMarkup(['a', h('p', null, 'b')]) as ReactNode[];
    expect(list[0]).toBe('a');
    expect(isValidElement(list[1]) && (list[1] as ReactElement<object>).props).toHaveProperty('dangerouslySetInnerHTML');
  });
});

describe('KeptStatic', () => {
  it('renders everything in the prerender, where there is no browser: the page is written in full', () => {
    const page = h('div', { className: 'markdown' }, h('h2', null, 'Title'), h('p', null, 'See ', h(Live, null, 'the demo'), '.'));
    expect(renderToString(h(KeptStatic, null, page))).toBe(renderToString(page));
  });
});
