// The home page's hero is the site's own theme component (.dumi/theme/slots/Hero.tsx): its markup,
// rendered in Node with dumi's theme API stood in for.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteMessage, type SiteMessageId } from '../../src/site/messages';

const route = vi.hoisted(() => ({ frontmatter: {} as Record<string, unknown> }));

vi.mock('dumi', () => ({
  useRouteMeta: () => route,
  useIntl: () => ({ formatMessage: ({ id }: { id: SiteMessageId }) => siteMessage('en-US', id) }),
  // The router's link renders an <a> to the path; what matters here is that it is this one.
  Link: ({ to, children }: { to: string; children: ReactNode }) => createElement('a', { href: to, 'data-router': '' }, children),
}));

const { default: Hero } = await import('../../.dumi/theme/slots/Hero');
const { isExternalLink } = await import('../../.dumi/theme/lib/external-link');

const render = (component: () => ReactNode) => renderToStaticMarkup(createElement(component));

beforeEach(() => {
  route.frontmatter = {};
});

describe('a link written in the front matter', () => {
  it('leaves the site for an address with a scheme and host, mailto: or tel:', () => {
    for (const link of ['https://github.com/react-component/cascader', 'http://a.b', 'mailto:a@b.c', 'tel:+100']) {
      expect(isExternalLink(link), link).toBe(true);
    }
  });

  it('stays on the site for a path, an anchor or a query', () => {
    for (const link of ['/demo/simple', '/#install', '#install', '?tab=faq', 'demo/simple', '//']) {
      expect(isExternalLink(link), link).toBe(false);
    }
  });
});

describe('the hero', () => {
  it('renders nothing on a page without one', () => {
    expect(render(Hero)).toBe('');
  });

  it('is a region named "Introduction" with the title, the tagline as HTML and the actions', () => {
    route.frontmatter = {
      hero: {
        title: 'rc-cascader',
        description: 'A <strong>React</strong> select',
        actions: [
          { text: 'Get started', link: '/#install' },
          { text: 'Source', link: 'https://github.com/react-component/cascader' },
        ],
      },
    };
    expect(render(Hero)).toBe(
      '<section class="dumi-default-hero" aria-label="Introduction">' +
        '<h1 class="dumi-default-hero-title"><span>rc-cascader</span></h1>' +
        '<p>A <strong>React</strong> select</p>' +
        '<div class="dumi-default-hero-actions"><a href="/#install" data-router="">Get started</a>' +
        '<a href="https://github.com/react-component/cascader" target="_blank" rel="noreferrer">Source</a></div>' +
        '</section>',
    );
  });

  it('leaves out the parts the front matter does not give', () => {
    route.frontmatter = { hero: { title: 'rc-cascader', actions: [] } };
    expect(render(Hero)).toBe(
      '<section class="dumi-default-hero" aria-label="Introduction"><h1 class="dumi-default-hero-title"><span>rc-cascader</span></h1></section>',
    );
  });
});
