import { describe, expect, it } from 'vitest';
import { internalLinkTarget, type LinkClick } from '../../.dumi/theme/lib/static-links';

const ORIGIN = 'https://example.org';

/** A click on an anchor with these attributes (or on no anchor at all). */
function clickOn(anchor: { href: string; target?: string; download?: boolean } | null, extra: Partial<LinkClick> = {}) {
  const element = anchor && {
    href: new URL(anchor.href, `${ORIGIN}/page`).href,
    target: anchor.target ?? '',
    hasAttribute: (name: string) => name === 'download' && Boolean(anchor.download),
  };
  const target = { closest: (selector: string) => (selector === 'a[href]' ? element : null) };
  return {
    target,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...extra,
  } as unknown as LinkClick;
}

describe('internalLinkTarget', () => {
  it('routes a plain left click on a link to this site, with its query and hash', () => {
    expect(internalLinkTarget(clickOn({ href: '/demo/multiple-search' }), ORIGIN)).toBe('/demo/multiple-search');
    expect(internalLinkTarget(clickOn({ href: '/?tab=faq#why' }), ORIGIN)).toBe('/?tab=faq#why');
    expect(internalLinkTarget(clickOn({ href: '#api-options' }), ORIGIN)).toBe('/page#api-options');
  });

  it('leaves other sites, new tabs and downloads to the browser', () => {
    expect(internalLinkTarget(clickOn({ href: 'https://github.com/react-component/cascader' }), ORIGIN)).toBeNull();
    expect(internalLinkTarget(clickOn({ href: '/demo/simple', target: '_blank' }), ORIGIN)).toBeNull();
    expect(internalLinkTarget(clickOn({ href: '/demo/simple', download: true }), ORIGIN)).toBeNull();
    expect(internalLinkTarget(clickOn({ href: '/demo/simple', target: '_self' }), ORIGIN)).toBe('/demo/simple');
  });

  it('leaves modified, non-left and already handled clicks to the browser', () => {
    const link = { href: '/demo/simple' };
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(internalLinkTarget(clickOn(link, extra), ORIGIN), JSON.stringify(extra)).toBeNull();
    expect(internalLinkTarget(clickOn(link, { defaultPrevented: true }), ORIGIN)).toBeNull();
  });

  it('ignores a click that is not on a link', () => {
    expect(internalLinkTarget(clickOn(null), ORIGIN)).toBeNull();
    expect(internalLinkTarget({ ...clickOn(null), target: null }, ORIGIN)).toBeNull();
  });
});
