/**
 * Each prerendered page's critical CSS: the rules of the site's stylesheet that its HTML uses, found
 * by Beasties (html-rewrites.ts puts them inline and links the full stylesheet without blocking).
 *
 * The colour mode is set on <html> by an inline script before the first paint
 * (src/inline-scripts/colour-mode.ts), so the prerendered HTML has no `data-prefers-color`: Beasties
 * would keep `html:not([data-prefers-color=dark]) .hero` and drop `[data-prefers-color=dark] .hero`,
 * and a dark page would paint light until the full stylesheet arrived. Here a selector is matched
 * against the page without its colour-mode condition, so both modes' rules for what the page shows
 * are kept, and no others.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { expectApplied } from './patch-guard';

const PATCH = 'critical CSS matching';

/** A selector's colour-mode condition (`[data-prefers-color=dark]`), matched by the whole attribute selector. */
const COLOUR_MODE_CONDITION = /^\[data-prefers-color(?:[~|^$*]?=[^\]]*)?\]$/;

/**
 * The Package choice's condition on <html> (`html[data-package='@rc-component/cascader']`), which the
 * choice's script sets only in the browser (src/package-choice/inline-script.ts). Elsewhere,
 * `[data-package]` marks the element around a 1.x demo, and stays a condition.
 */
const PACKAGE_CONDITION = /^\[data-package(?:[~|^$*]?=[^\]]*)?\]$/;

/** Functional pseudo-classes whose argument is a list of alternatives, any of which may match. */
const ALTERNATIVES = new Set(['is', 'where', 'matches', '-webkit-any']);

/**
 * A selector that selects <html> alone, in some colour mode or any: Beasties looks for selectors
 * below <html>, so these are always kept (as Beasties keeps `html` and `:root`).
 */
export const ROOT_SELECTOR = /^(?=.)(?:html|:root)?(?::root|\[data-prefers-color=[^\]]*\]|:not\(\[data-prefers-color=[^\]]*\]\))*$/;

/** The index of the parenthesis that closes the one opened just before `from`. */
function closing(selector: string, from: number): number {
  let depth = 1;
  for (let index = from; index < selector.length; index += 1) {
    if (selector[index] === '\\') index += 1;
    else if (selector[index] === '(') depth += 1;
    else if (selector[index] === ')' && --depth === 0) return index;
  }
  return selector.length;
}

/** A selector list split at its top-level commas. */
function alternatives(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/**
 * A selector as it is looked for in the prerendered page: the elements it needs, without the state
 * it needs them in. Pseudo-classes and pseudo-elements are left out (`:hover`, `::before`, `:not(…)`,
 * `:has(…)`: matching more elements keeps more rules, never fewer), but the alternatives of `:is()`
 * and `:where()` are kept, each made matchable in turn; the colour-mode condition is left out, since
 * the colour-mode script sets it only in the browser, and so is the Package choice's on `html`. What selects no element of its own (`::selection`)
 * is looked for as `*`.
 *
 * Beasties' own matching (`normalizeCssSelector`) removes a pseudo-class with everything up to the
 * selector's last parenthesis: `:is(.demo, .page) :is(label, output)` became nothing, and its rule
 * was dropped from every page that shows a demo's labels.
 */
export function matchableSelector(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length;) {
    const char = selector[index];
    if (char === '\\') {
      out += selector.slice(index, index + 2);
      index += 2;
    } else if (char === '[') {
      const end = selector.indexOf(']', index) + 1 || selector.length;
      const attribute = selector.slice(index, end);
      const onHtml = /(?:^|[\s>+~(,])html$/.test(out);
      if (!COLOUR_MODE_CONDITION.test(attribute) && !(onHtml && PACKAGE_CONDITION.test(attribute))) out += attribute;
      index = end;
    } else if (char === ':') {
      const [whole, name, open] = /^::?([a-z-]+)(\()?/i.exec(selector.slice(index)) ?? [':', '', undefined];
      let end = index + whole.length;
      if (open) {
        const close = closing(selector, end);
        if (ALTERNATIVES.has(name.toLowerCase())) {
          const kept = alternatives(selector.slice(end, close)).map(matchableSelector);
          out += `:is(${kept.join(',')})`;
        }
        end = close + 1;
      }
      index = end;
    } else {
      out += char;
      index += 1;
    }
  }
  // A combinator left with nothing after it (`.a > :first-child` became `.a >`) gets `*`, one with
  // nothing before it (`:not(…) > .a` became `> .a`) is dropped.
  const tidy = out
    .replace(/([>+~])\s*(?=[>+~]|$)/g, '$1 *')
    .replace(/^\s*[>+~]\s*/, '')
    .trim();
  return tidy === '' ? '*' : tidy;
}

/**
 * Beasties matching selectors by matchableSelector. `normalizeCssSelector` is the method Beasties
 * passes each selector through before it looks for it in the page; a Beasties without it fails the
 * build (below), rather than dropping rules unseen.
 */
class MatchingBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return matchableSelector(selector);
  }
}

/** An @font-face rule of a minified stylesheet. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * The @font-face rules of `css` that a page can use: a face with a source a browser reads (`url()` or
 * `local()`), whose family the stylesheet names outside its font faces (in a font stack, or in a
 * custom property holding one). Of the default theme's 33 faces (Heti's), 27 are of no use: its Hei
 * family, which its sans-serif stack names, has only font names for sources, which browsers ignore,
 * and the faces behind those names are named by no stack. They were 4 KB of every page's HTML. (Its
 * Song and Kai faces stay: the theme's serif stacks name them.)
 */
export function usableFontFaces(css: string): string[] {
  const elsewhere = css.replace(FONT_FACE, '');
  return (css.match(FONT_FACE) ?? []).filter((face) => {
    const family = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/.exec(face);
    const name = (family?.[1] ?? family?.[2] ?? family?.[3] ?? '').trim();
    if (!name || !/\b(?:url|local)\(/.test(face)) return false;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?:^|[,:\\s"'])${escaped}(?=\\s*["']?\\s*(?:[,;}!]|$))`, 'i').test(elsewhere);
  });
}

export class CriticalCss {
  private readonly beasties: Beasties;
  private readonly fontFacesByHref = new Map<string, string>();

  /** `path`: the build's output folder; `publicPath`: the site's base, which stylesheet addresses start with. */
  constructor(
    private readonly path: string,
    private readonly publicPath: string,
  ) {
    expectApplied(
      typeof (Beasties.prototype as { normalizeCssSelector?: unknown }).normalizeCssSelector === 'function',
      PATCH,
      'Beasties has no normalizeCssSelector method to match selectors by',
    );
    this.beasties = new MatchingBeasties({
      path,
      publicPath,
      // The link is written by html-rewrites.ts: Beasties moves its own to the body, out of the way
      // of the <style> it writes where the link was, at the end of the head.
      preload: 'body',
      reduceInlineStyles: false,
      mergeStylesheets: false,
      fonts: false,
      keyframes: 'critical',
      allowRules: [ROOT_SELECTOR],
      logLevel: 'warn',
    });
  }

  /**
   * The rules of the stylesheet at `href` that `page` (a prerendered page with no stylesheet
   * linked) uses, in both colour modes, with `url()`s made absolute, and its @font-face rules
   * (fontFaces).
   */
  async of(page: string, href: string): Promise<string> {
    const fontFaces = this.fontFaces(href);
    const link = `<link rel="stylesheet" href="${href}">`;
    const processed = await this.beasties.process(page.replace('</head>', `${link}</head>`));
    const found = /<style>([^<]*)<\/style><\/head>/.exec(processed);
    expectApplied(found, PATCH, `Beasties wrote no <style> where ${link} was`);
    const css = found![1];
    // Every page has a header with rules for dark mode.
    expectApplied(css.includes('[data-prefers-color=dark]'), PATCH, 'the critical CSS has no rule for dark mode');
    return css + fontFaces;
  }

  /**
   * The usable @font-face rules of the stylesheet at `href` (usableFontFaces), which every page
   * carries inline; the first call takes all of them out of the stylesheet's file.
   *
   * Every page has them all: the site's font stacks name them through custom properties
   * (`--cascader-font`), where Beasties does not look, and they name local fonts only. Out of the file: a stylesheet that adds
   * font faces after the first paint has every text laid out again, and at phone width that moved
   * the first screen of /versions in 4 loads of 8 (by a pixel a line holding code); without them in
   * the file, in none.
   */
  fontFaces(href: string): string {
    let fontFaces = this.fontFacesByHref.get(href);
    if (fontFaces === undefined) {
      const file = join(this.path, href.slice(this.publicPath.length));
      const css = readFileSync(file, 'utf8');
      fontFaces = usableFontFaces(css).join('');
      writeFileSync(file, css.replace(FONT_FACE, ''));
      this.fontFacesByHref.set(href, fontFaces);
    }
    return fontFaces;
  }
}
