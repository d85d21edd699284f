/**
 * What the benchmark measures (scripts/bench.mjs), by part: each part's function visits pages with the
 * harness (./bench-page.mjs) and returns its figures, each a label, its samples in ms and its budget if
 * it has one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, SETTLE_MS, mark, repeat, settle, sleep, visit } from './bench-page.mjs';

const QUERIES = ['cascader', 'load data', 'fieldNames', 'xyz-no-match'];
/** The pages of the first-search figure, one a locale, each with a query in its language. */
const FIRST_SEARCH = { '/demo/simple': 'cascader', '/zh-CN': '级联' };
const EDIT_PAGE = '/demo/simple';
/** Sidebar hops between demo pages; run N takes pair N mod 2 there, back, and there again. */
const NAV_PAIRS = Object.entries({ '/demo/simple': '/demo/search', '/demo/multiple': '/demo/dynamic-options' });
/** How long the pointer rests on a link before the click, in the "hover, then click" figure. */
const HOVER_MS = 100;
const SEARCH_INPUT = '.dumi-default-search-bar input';
const EDITOR = 'textarea.dumi-default-source-code-editor-textarea';

/** Types `query` into the search box; the time from its input event, and from the query's message, to the results painted. */
async function search(page, query) {
  const id = (await page.evaluate(() => window.__bench.sent)) + 1;
  await page.locator(SEARCH_INPUT).first().fill(query);
  const painted = await mark(page, `search#${id}`);
  const [sent, typed] = await page.evaluate((id) => [window.__bench.marks[`sent#${id}`], window.__bench.inputs.at(-1)], id);
  return { keystroke: painted - typed, sent: painted - sent };
}

async function benchSearch(origin, runs, problems) {
  const figures = [];
  for (const [path, query] of Object.entries(FIRST_SEARCH)) {
    const samples = await repeat(runs, () =>
      visit(origin, path, problems, async (page) => {
        await page.locator(SEARCH_INPUT).first().click(); // as a visitor's: the index starts loading on intent
        return (await search(page, query)).keystroke;
      }),
    );
    figures.push({ label: `first search of a visit on ${path}: keystroke → painted`, samples });
  }
  const later = await repeat(runs, () =>
    visit(origin, '/', problems, async (page) => {
      await search(page, 'warm-up'); // loads the index: every query below is a later one
      const results = [];
      for (const query of QUERIES) {
        await page.locator(SEARCH_INPUT).first().fill('');
        await page.locator('.dumi-default-search-popover').waitFor({ state: 'detached' });
        await sleep(SETTLE_MS);
        results.push(await search(page, query));
      }
      return results;
    }),
  );
  for (const [index, query] of QUERIES.entries()) {
    figures.push({ label: `"${query}": query sent → results painted`, samples: later.map((run) => run[index].sent), budget: 50 });
  }
  figures.push({ label: 'later search: keystroke → painted (with the 200 ms debounce)', samples: later.flat().map((s) => s.keystroke) });
  return figures;
}

/** Types `text` over the first `placeholder="…"` in the first demo's code as real key presses; from the last key to the new text painted. */
async function edit(page, text) {
  await page.evaluate(
    ({ text, selector }) => {
      const placeholder = () => document.querySelector('.dumi-default-previewer-demo .rc-cascader-selection-placeholder')?.textContent;
      window.__bench.whenPainted(`edit:${text}`, () => placeholder() === text);
      const editor = document.querySelector(selector);
      const match = /\bplaceholder="([^"]*)"/.exec(editor.value);
      if (!match) throw new Error(`no placeholder="…" in the first demo's code on ${location.pathname}`);
      editor.focus();
      editor.setSelectionRange(match.index + 13, match.index + 13 + match[1].length);
    },
    { text, selector: EDITOR },
  );
  await page.keyboard.type(text);
  const painted = await mark(page, `edit:${text}`);
  const typed = await page.evaluate(() => window.__bench.inputs.at(-1));
  await sleep(SETTLE_MS);
  return painted - typed;
}

async function benchEdit(origin, runs, problems) {
  const edits = await repeat(runs, (run) =>
    visit(origin, EDIT_PAGE, problems, async (page) => {
      await page.locator('.dumi-default-previewer [data-dumi-tooltip="Show Code"]').first().click();
      await page.locator(EDITOR).first().waitFor();
      // The page's first edit also fetches the compiler and react-dom/server.
      return [await edit(page, `Bench ${run}a`), await edit(page, `Bench ${run}b`)];
    }),
  );
  return [
    { label: `${EDIT_PAGE}: last key → preview painted`, samples: edits.map(([, later]) => later), budget: 600 },
    { label: 'the first edit on a page (fetches the compiler)', samples: edits.map(([first]) => first) },
  ];
}

/**
 * Clicks the sidebar link to `to` (after resting the pointer on it `hoverMs`) and times the click to
 * the new page's h1 and every demo painted (a demo box holding more than SSR's <template>), in the
 * same document (a reload would lose the mark), by a mark of its own: not a former visit's to `to`.
 */
async function navigate(page, to, hoverMs = 0) {
  const demos = readFileSync(join(DIST, to, 'index.html'), 'utf8').match(/class="dumi-default-previewer-demo"/g)?.length ?? 0;
  const name = await page.evaluate(
    ({ to, demos }) => {
      const h1 = () => document.querySelector('h1')?.textContent;
      const from = h1();
      const name = `nav:${to}#${(window.__bench.navs = (window.__bench.navs ?? 0) + 1)}`;
      window.__bench.whenPainted(name, () => {
        const boxes = [...document.querySelectorAll('.dumi-default-previewer-demo')];
        const rendered = boxes.every((box) => [...box.children].some((child) => child.tagName !== 'TEMPLATE'));
        return location.pathname === to && h1() && h1() !== from && boxes.length === demos && rendered;
      });
      return name;
    },
    { to, demos },
  );
  const link = page.locator(`nav[aria-label="Sidebar"] a[href="${to}"]`);
  if (hoverMs > 0) await link.hover().then(() => sleep(hoverMs));
  await link.click();
  const painted = await mark(page, name);
  return painted - (await page.evaluate(() => window.__bench.clicks.at(-1)));
}

async function benchNav(origin, runs, problems) {
  const times = await repeat(runs, async (run) => {
    const [from, to] = NAV_PAIRS[run % NAV_PAIRS.length];
    // The first visit to `to` fetches its page chunk (cold); back to `from` and to `to` again is warm.
    const [cold, ...warm] = await visit(origin, from, problems, async (page) => {
      const clicks = [await navigate(page, to)];
      for (const next of [from, to]) clicks.push(await settle(page).then(() => navigate(page, next)));
      return clicks;
    });
    return { cold, warm, hovered: await visit(origin, from, problems, (page) => navigate(page, to, HOVER_MS)) };
  });
  return [
    { label: 'cold (page chunk not loaded yet), click only', samples: times.map((run) => run.cold), budget: 300 },
    { label: `cold, hover ${HOVER_MS} ms, then click`, samples: times.map((run) => run.hovered), budget: 100 },
    { label: 'warm (page visited before)', samples: times.flatMap((run) => run.warm), budget: 300 },
  ];
}

const PLAYGROUND = '/playground';

/** Waits for the playground to have hydrated and read its address, then a quiet moment. */
async function settlePlayground(page) {
  await page.locator('.site-playground[data-hydrated]').waitFor();
  await page.locator('.site-playground-stage .rc-cascader:not(.rc-cascader-loading)').waitFor();
  await sleep(SETTLE_MS);
}

/** Marks `name` once `selector` matches, then runs `act`; the time from the last recorded `events` (inputs, presses) to the paint. */
async function paintedAfter(page, name, selector, events, act) {
  await page.evaluate(({ name, selector }) => window.__bench.whenPainted(name, () => document.querySelector(selector)), { name, selector });
  await act();
  const painted = await mark(page, name);
  return painted - (await page.evaluate((events) => window.__bench[events].at(-1), events));
}

async function benchPlayground(origin, runs, problems) {
  const toggles = await repeat(runs, (run) =>
    visit(origin, PLAYGROUND, problems, async (page) => {
      await settlePlayground(page);
      const times = [];
      for (const [on, selector] of [
        [true, '.site-playground-stage > .rc-cascader-multiple'],
        [false, '.site-playground-stage > .rc-cascader-single'],
      ]) {
        times.push(
          await paintedAfter(page, `checkable:${run}:${on}`, selector, 'inputs', () =>
            page.locator('#playground-checkable').setChecked(on),
          ),
        );
        await sleep(SETTLE_MS);
      }
      return times;
    }),
  );
  const large = await repeat(runs, () =>
    visit(origin, `${PLAYGROUND}?options=large`, problems, async (page) => {
      await settlePlayground(page);
      const menu = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) .rc-cascader-menu-item';
      return paintedAfter(page, 'large:open', menu, 'presses', () => page.locator('.site-playground-stage .rc-cascader').click());
    }),
  );
  const next = await repeat(runs, () =>
    visit(origin, PLAYGROUND, problems, async (page) => {
      await settlePlayground(page);
      const radio = page.locator('.site-playground-package input[value="@rc-component/cascader"]');
      return paintedAfter(page, 'next:chosen', '.site-cascader-next > .rc-cascader', 'inputs', () => radio.check());
    }),
  );
  return [
    { label: 'checkable switched on or off → cascader repainted', samples: toggles.flat(), budget: 100 },
    { label: 'large tree (10,210 options): press → menu painted', samples: large },
    { label: '@rc-component/cascader chosen → its cascader painted (loads it)', samples: next },
  ];
}

const PACKAGE_PAGE = '/demo/simple';

/**
 * The site-wide Package choice on a demo page: 1.x chosen the first time (its table, the demo's module
 * and the scoped package load), then, back on 3.x, chosen again with all of it cached: the click to the
 * demo repainted by 1.x.
 */
async function benchPackage(origin, runs, problems) {
  const DEMO_ON = (pkg) => `.dumi-default-previewer-demo${pkg ? `[data-package="${pkg}"]` : ':not([data-package])'} .rc-cascader`;
  const radio = (page, pkg) => page.locator(`.site-page-package input[value="${pkg}"]`);
  const switches = await repeat(runs, (run) =>
    visit(origin, PACKAGE_PAGE, problems, async (page) => {
      await settle(page);
      const first = await paintedAfter(page, `next:first:${run}`, DEMO_ON('@rc-component/cascader'), 'inputs', () =>
        radio(page, '@rc-component/cascader').check(),
      );
      await sleep(SETTLE_MS);
      await paintedAfter(page, `next:back:${run}`, DEMO_ON(''), 'inputs', () => radio(page, 'rc-cascader').check());
      await sleep(SETTLE_MS);
      const cached = await paintedAfter(page, `next:cached:${run}`, DEMO_ON('@rc-component/cascader'), 'inputs', () =>
        radio(page, '@rc-component/cascader').check(),
      );
      return [first, cached];
    }),
  );
  return [
    { label: '@rc-component/cascader chosen, first time → demo repainted (loads it)', samples: switches.map(([first]) => first) },
    { label: '@rc-component/cascader chosen again, cached → demo repainted', samples: switches.map(([, cached]) => cached), budget: 300 },
  ];
}

/** The parts, by the name `--only` takes: how each is measured, and its heading in the report. */
export const PARTS = {
  search: [benchSearch, 'Search: the first of a visit (fresh, idle page, box clicked), then later queries on /'],
  edit: [benchEdit, 'Live edit: "Bench …" typed over the first demo\'s placeholder in its code'],
  nav: [benchNav, `Client-side navigation: sidebar click → new page painted (${NAV_PAIRS.map((pair) => pair.join(' ⇄ ')).join(', ')})`],
  playground: [benchPlayground, `Playground (${PLAYGROUND}), each from a fresh visit`],
  package: [benchPackage, `Package choice on ${PACKAGE_PAGE}, each from a fresh visit`],
};
