import { Fragment, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  StaleOverrideError,
  hasClass,
  isTag,
  retag,
  rewriteOutput,
  withName,
  withProps,
  type Element,
  type OutputRule,
} from '../../.dumi/theme/lib/rewrite-output';

/** A previewer's description box, shaped as dumi writes it: the demo title and its copy button. */
const previewer = (className: string) =>
  createElement('div', { className }, createElement('h5', null, 'Pick a city'), createElement('button', { type: 'button' }, 'Copy'));

const render = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node));

const rules: OutputRule[] = [
  { expects: '<div class="dumi-default-previewer-desc">', match: hasClass('dumi-default-previewer-desc'), rewrite: (element) => retag(element, 'section') },
  { expects: 'a <button>', match: isTag('button'), rewrite: (element) => withProps(element, { 'aria-label': 'Copy code' }), required: false },
];

describe('rewriteOutput (a theme override that adjusts dumi’s markup)', () => {
  it('applies each rule to the elements it matches', () => {
    const html = render(rewriteOutput('Previewer', previewer('dumi-default-previewer-desc'), rules, true));
    expect(html).toBe(
      '<section class="dumi-default-previewer-desc"><h5>Pick a city</h5><button type="button" aria-label="Copy code">Copy</button></section>',
    );
  });

  it("fails the prerender, naming the override and what it expected, when dumi's markup has changed", () => {
    const changed = previewer('dumi-default-previewer-description');
    expect(() => rewriteOutput('Previewer', changed, rules, true)).toThrow(StaleOverrideError);
    expect(() => rewriteOutput('Previewer', changed, rules, true)).toThrow(
      `Stale theme override "Previewer": dumi's output no longer has <div class="dumi-default-previewer-desc">.`,
    );
  });

  it('leaves a visitor’s browser alone: the markup is rendered as dumi wrote it', () => {
    const changed = previewer('dumi-default-previewer-description');
    const html = render(rewriteOutput('Previewer', changed, rules, false));
    expect(html).toContain('<div class="dumi-default-previewer-description">');
  });

  it('checks nothing when the component rendered nothing on this page', () => {
    expect(rewriteOutput('Previewer', null, rules, true)).toBeNull();
  });

  it('checks the prerender by default: a render without a window', () => {
    // Vitest runs in Node, as umi's prerender does.
    expect(() => rewriteOutput('Previewer', previewer('other'), rules)).toThrow(StaleOverrideError);
  });
});

describe('withName (an accessible name for a control dumi left unnamed)', () => {
  it('names a control that has no name', () => {
    const button = createElement('button', { type: 'button' }, createElement('svg')) as Element;
    expect(render(withName(button, 'Copy code'))).toBe('<button type="button" aria-label="Copy code"><svg></svg></button>');
  });

  it('keeps the name a control already has', () => {
    const button = createElement('button', { 'aria-label': 'Copy' }) as Element;
    expect(withName(button, 'Copy code')).toBe(button);
  });
});
