import { Fragment, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaleOverrideError, hasClass, isTag, retag, rewriteOutput, withProps, type OutputRule } from '../../.dumi/theme/lib/rewrite-output';

const header = (className: string) =>
  createElement('div', { className }, createElement('button', { className: 'dumi-default-header-menu-btn' }, 'Menu'));

const render = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

const rules: OutputRule[] = [
  { expects: '<div class="dumi-default-header">', match: hasClass('dumi-default-header'), rewrite: (element) => retag(element, 'header') },
  { expects: 'a <select>', match: isTag('select'), rewrite: (element) => withProps(element, { 'aria-label': 'x' }), required: false },
];

describe('rewriteOutput (a theme override that adjusts dumi’s markup)', () => {
  it('applies each rule to the elements it matches', () => {
    const html = render(rewriteOutput('Header', header('dumi-default-header'), rules, true));
    expect(html).toBe('<header class="dumi-default-header"><button class="dumi-default-header-menu-btn">Menu</button></header>');
  });

  it("fails the prerender, naming the override and what it expected, when dumi's markup has changed", () => {
    const changed = header('dumi-default-header-v3');
    expect(() => rewriteOutput('Header', changed, rules, true)).toThrow(StaleOverrideError);
    expect(() => rewriteOutput('Header', changed, rules, true)).toThrow(
      `Stale theme override "Header": dumi's output no longer has <div class="dumi-default-header">.`,
    );
  });

  it('leaves a visitor’s browser alone: the markup is rendered as dumi wrote it', () => {
    const changed = header('dumi-default-header-v3');
    const html = render(rewriteOutput('Header', changed, rules, false));
    expect(html).toContain('<div class="dumi-default-header-v3">');
  });

  it('checks nothing when the component rendered nothing on this page', () => {
    expect(rewriteOutput('Sidebar', null, rules, true)).toBeNull();
  });

  it('checks the prerender by default: a render without a window', () => {
    // Vitest runs in Node, as umi's prerender does.
    expect(() => rewriteOutput('Header', header('other'), rules)).toThrow(StaleOverrideError);
  });
});
