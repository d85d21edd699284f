// The home page's hero and features and the Markdown callout box are the site's own theme components
// (.dumi/theme/slots, .dumi/theme/builtins): their markup, rendered in Node with dumi's theme API
// stood in for. No page of the site has features or a callout today, so this is where their markup
// is checked.
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

const { default: Container } = await import('../../.dumi/theme/builtins/Container');
const { default: Features } = await import('../../.dumi/theme/slots/Features');
const { default: Hero } = await import('../../.dumi/theme/slots/Hero');
const { isExternalLink } = await import('../../.dumi/theme/lib/external-link');
const icons = await import('../../.dumi/theme/components/icons');

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

describe('the features', () => {
  const features = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Feature ${index + 1}` }));
  const columns = (html: string) => /data-cols="(\d)"/.exec(html)?.[1];

  it('render nothing without features', () => {
    expect(render(Features)).toBe('');
    route.frontmatter = { features: [] };
    expect(render(Features)).toBe('');
  });

  it('are a region named "Features" of cards: emoji, title (linked when given a link) and the description as HTML', () => {
    route.frontmatter = {
      features: [
        { emoji: '🌲', title: 'Trees', link: '/demo/simple', description: 'Any <code>depth</code>' },
        { title: 'Upstream', link: 'https://github.com/react-component/cascader' },
        { title: 'Plain' },
      ],
    };
    expect(render(Features)).toBe(
      '<section class="dumi-default-features" data-cols="3" aria-label="Features">' +
        '<div class="dumi-default-features-item"><i>🌲</i><h3><a href="/demo/simple" data-router="">Trees</a></h3><p>Any <code>depth</code></p></div>' +
        '<div class="dumi-default-features-item"><h3><a href="https://github.com/react-component/cascader" target="_blank" rel="noreferrer">Upstream</a></h3></div>' +
        '<div class="dumi-default-features-item"><h3>Plain</h3></div>' +
        '</section>',
    );
  });

  it('sit in three columns, or in two when their number divides by two but not by three', () => {
    const counts = [1, 2, 3, 4, 5, 6, 8, 9];
    const laidOut = counts.map((count) => {
      route.frontmatter = { features: features(count) };
      return columns(render(Features));
    });
    expect(laidOut).toEqual(['3', '2', '3', '2', '3', '3', '2', '3']);
  });
});

describe('the callout box', () => {
  const callout = (type: string, title?: string) =>
    renderToStaticMarkup(createElement(Container, { type, title }, createElement('p', null, 'Text')));

  const icon = (Icon: (props: object) => ReactNode) => renderToStaticMarkup(createElement(Icon));

  it('shows its kind’s icon, its title as a label without a heading role, and its content', () => {
    expect(callout('warning', 'Careful')).toBe(
      `<div class="dumi-default-container markdown" data-type="warning">${icon(icons.IconWarning)}` +
        '<h4 role="none">Careful</h4><section><p>Text</p></section></div>',
    );
  });

  it('is titled with its kind in capitals when the Markdown gives no title', () => {
    expect(callout('info')).toContain(`${icon(icons.IconInfoCircle)}<h4 role="none">INFO</h4>`);
    expect(callout('success')).toContain(`${icon(icons.IconCheckCircle)}<h4 role="none">SUCCESS</h4>`);
    expect(callout('error')).toContain(`${icon(icons.IconCloseCircle)}<h4 role="none">ERROR</h4>`);
  });

  it('draws four different icons, each one path', () => {
    const drawn = [icons.IconWarning, icons.IconInfoCircle, icons.IconCheckCircle, icons.IconCloseCircle].map(icon);
    expect(new Set(drawn).size).toBe(4);
    for (const svg of drawn) expect(svg).toMatch(/^<svg viewBox="0 0 24 24" focusable="false"><path d="M[^"]+Z"><\/path><\/svg>$/);
  });
});
