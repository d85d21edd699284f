import type { BrowserContext, Page } from 'puppeteer-core';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { COLOUR_STORAGE_KEY } from '../../src/inline-scripts/colour-mode';
import { builtAnswer } from '../support/built-search';
import { builtRoutes } from '../support/site';
import { useSiteInFirefox, WAIT_TIMEOUT, waitForApp, watchPage, type PageWatch } from '../support/firefox';

/** The site's key behaviours in Firefox: header search, a demo's cascader, the playground, Show Code, colour mode. */
const pages = new Set(
  builtRoutes()
    .filter((route) => route.kind === 'page')
    .map((route) => route.path),
);

const firefox = useSiteInFirefox();
let context: BrowserContext;
let page: Page;
let watch: PageWatch;

beforeEach(async () => {
  context = await firefox.browser.createBrowserContext();
  page = await context.newPage();
  page.setDefaultTimeout(WAIT_TIMEOUT);
  watch = await watchPage(page, firefox.site.origin);
});

afterEach(async () => {
  // Every behaviour runs without a console error or warning, and without reaching another origin.
  try {
    expect(await watch.hydrationErrors(), 'hydration errors, reported or not').toEqual([]);
    expect(watch.problems, 'console errors, warnings or page errors').toEqual([]);
    expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
  } finally {
    await context.close();
  }
});

async function open(path: string) {
  const response = await page.goto(firefox.site.url(path));
  expect(response?.status()).toBe(200);
  await waitForApp(page);
}

/**
 * Elements are found by role and accessible name, within the part of the page they belong to: Firefox
 * answers such a query by computing the role and name of every element under the starting point, which
 * takes seconds over a whole documentation page and a few hundred milliseconds within the header.
 */
const SEARCH_BOX = '.dumi-default-header ::-p-aria([name="Type keywords..."][role="textbox"])';
const COLOUR_MODE = '.dumi-default-header ::-p-aria([name="Colour mode"][role="combobox"])';
const inPreviewer = (role: string, name: string) => `.dumi-default-previewer ::-p-aria([name="${name}"][role="${role}"])`;
const POPOVER = '.dumi-default-search-popover';

/**
 * Types a query into the (empty) header search box, key by key, and resolves once the answer to the
 * whole query is painted: every highlighted word in it is a word of the query (an answer to "cascade",
 * typed on the way, highlights "Cascade"), or it says that nothing matched.
 */
async function search(query: string, marked: readonly string[] = query.toLowerCase().split(/\s+/)) {
  const box = await page.locator(SEARCH_BOX).waitHandle();
  await box.click();
  await box.type(query);
  await page.waitForFunction(
    (selector, words) => {
      const popover = document.querySelector(selector);
      if (!popover || popover.textContent!.includes('Loading...') || popover.querySelector('[aria-busy="true"]')) {
        return false;
      }
      if (popover.querySelector('.dumi-default-search-empty')) return true;
      const marks = Array.from(popover.querySelectorAll('mark'), (mark) => mark.textContent!.toLowerCase());
      return marks.length > 0 && marks.every((mark) => words.includes(mark));
    },
    {},
    POPOVER,
    marked,
  );
}

test('the header search finds "cascader", and each result links to a page of the site', async () => {
  await open('/');
  await search('cascader');
  const links = await page.$$eval(`${POPOVER} a`, (anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(pages.has(new URL(link.href, firefox.site.origin).pathname), `${link.href} is a page of the site`).toBe(true);
    expect(link.text.toLowerCase()).toContain('cascader');
  }

  // Following a result routes there.
  const target = new URL(links[0].href, firefox.site.origin);
  await page.locator(`${POPOVER} a[href="${links[0].href}"]`).click();
  await page.waitForFunction((path) => window.location.pathname === path, {}, target.pathname);
});

test('a query with no hits says "No content was found"', async () => {
  await open('/');
  await search('zqxjv');
  await page.locator(`${POPOVER} ::-p-text(No content was found)`).wait();
  expect(await page.$$(`${POPOVER} a`)).toHaveLength(0);
});

// The relevance set is held to the built index in Node (tests/built/search-relevance.test.ts): here
// Firefox's worker and list must give the same first three results, in order.
test("a handful of queries, typos among them: the list shows the built index's first three results, in order", async () => {
  await open('/');
  const box = await page.locator(SEARCH_BOX).waitHandle();
  // Queries of one word each: \`search\` waits for an answer whose every mark is a word of the query,
  // and dumi's worker marks two adjacent matches as one ("optionRender" for "option render").
  // Then three misspelt: the answer marks the words they were taken for (each within the edits allowed).
  const queries: [string, string[]?][] = [['loadData'], ['disabled'], ['async']];
  queries.push(['dissabled', ['disabled', 'disables']], ['chekable', ['checkable']], ['keybord', ['keyboard', 'keyword']]);
  for (const [query, marked] of queries) {
    // Empty the box, and wait for the results to go, so that the answer read is this query's.
    await box.click({ count: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForFunction((selector) => !document.querySelector(`${selector} dd`), {}, POPOVER);
    await search(query, marked);
    const firstThree = await page.$$eval(`${POPOVER} dd > a`, (anchors) =>
      anchors.slice(0, 3).map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(firstThree, `the first three results for "${query}"`).toEqual(builtAnswer('en-US', query).slice(0, 3));
  }
});

test('a demo cascader opens, and clicking Japan › Kansai › Kyoto shows the path', async () => {
  await open('/demo/simple');
  await page.locator(inPreviewer('combobox', 'Destination')).click();
  await page.waitForSelector('.rc-cascader-dropdown [role="menu"]', { visible: true });
  // An item that opens a submenu is named "Japan >" (its expand icon is the text ">"), in Firefox as in
  // Chromium; the item is found by its role and its title, which is its label alone.
  for (const label of ['Japan', 'Kansai', 'Kyoto']) {
    await page.locator(`[role="menuitemcheckbox"][title="${label}"]`).click();
  }
  await page.waitForFunction(() => document.querySelector('.rc-cascader-selection-item')?.textContent === 'Japan / Kansai / Kyoto');
  // The demo prints what was picked in an <output> tied to its cascader.
  expect(await page.$eval('output[for="city-picker"]', (element) => element.textContent)).toContain('You picked Japan / Kansai / Kyoto');
  // The menu closed once a leaf was picked.
  await page.waitForSelector('.rc-cascader-dropdown', { hidden: true });
});

test('the playground: a control changes the code and the address, and @rc-component/cascader loads and opens when chosen', async () => {
  await open('/playground');
  await page.waitForSelector('.site-playground[data-hydrated]');
  await page.locator('#playground-checkable').click();
  await page.waitForFunction(() => window.location.search === '?checkable=true');
  await page.locator('.site-playground-package input[value="@rc-component/cascader"]').click();
  await page.waitForSelector('.site-cascader-next > .rc-cascader', { visible: true });
  await page.waitForFunction(() => window.location.search === '?package=%40rc-component%2Fcascader&checkable=true');
  expect(await page.$eval('.site-playground-code pre', (element) => element.textContent)).toContain(
    "import Cascader from '@rc-component/cascader';",
  );
  // 1.x's popup opens inside the element its stylesheet is scoped to, with a checkbox on each option.
  await page.locator('.site-cascader-next > .rc-cascader').click();
  await page.waitForSelector('.site-cascader-next .rc-cascader-dropdown [role="menuitemcheckbox"] .rc-cascader-checkbox', {
    visible: true,
  });
  await page.waitForFunction(() => document.querySelector('[role="log"] li')?.textContent === 'onPopupVisibleChange(true)');
});

test('the Package choice runs a demo on @rc-component/cascader, with its 1.x code, and is remembered on the next page', async () => {
  await open('/demo/simple');
  await page.locator('.site-page-package input[value="@rc-component/cascader"]').click();
  await page.waitForSelector('.dumi-default-previewer-demo[data-package="@rc-component/cascader"] .site-cascader-next .rc-cascader');
  await page.waitForFunction(() => window.location.search === '?package=%40rc-component%2Fcascader');
  // Its popup opens in the scoped element at the end of the body, and a path can be chosen.
  await page.locator('.site-cascader-next .rc-cascader').click();
  for (const name of ['Japan', 'Kansai', 'Kyoto']) {
    await page.locator(`#site-cascader-next-popups [role="menuitemcheckbox"][title="${name}"]`).click();
  }
  await page.waitForFunction(() =>
    document.querySelector('output[for="city-picker"]')?.textContent?.includes('You picked Japan / Kansai / Kyoto'),
  );
  await page.locator(inPreviewer('button', 'Show Code')).click();
  const source = await page.locator('.dumi-default-previewer-sources textarea').waitHandle();
  expect(await source.evaluate((textarea) => (textarea as HTMLTextAreaElement).value)).toContain(
    "import Cascader from '@rc-component/cascader'",
  );

  await open('/demo/disabled');
  await page.waitForFunction(() => window.location.search === '?package=%40rc-component%2Fcascader');
  await page.waitForSelector('.dumi-default-previewer-demo[data-package="@rc-component/cascader"]');
});

test('Show Code reveals the demo source and Hide Code hides it again', async () => {
  await open('/demo/simple');
  expect(await page.$('.dumi-default-previewer-sources')).toBeNull();
  await page.locator(inPreviewer('button', 'Show Code')).click();
  const source = await page.locator('.dumi-default-previewer-sources textarea').waitHandle();
  expect(await source.evaluate((textarea) => (textarea as HTMLTextAreaElement).value)).toContain("import Cascader from 'rc-cascader'");
  await page.locator(inPreviewer('tab', 'index.tsx')).wait();

  await page.locator(inPreviewer('button', 'Hide Code')).click();
  await page.waitForSelector('.dumi-default-previewer-sources', { hidden: true });
  expect(await page.$('.dumi-default-previewer-sources')).toBeNull();
});

/** Replaces the live editor's code as a visitor's edit would (React hears the input event). */
async function setEditorCode(code: string) {
  const editor = await page.locator('.dumi-default-previewer-sources textarea').waitHandle();
  await editor.evaluate((textarea, value) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, code);
}

test('an endless loop typed into the live editor is stopped and named, and fixing it brings the demo back', async () => {
  await open('/demo/simple');
  await page.locator(inPreviewer('button', 'Show Code')).click();
  const editor = await page.locator('.dumi-default-previewer-sources textarea').waitHandle();
  const original = await editor.evaluate((textarea) => (textarea as HTMLTextAreaElement).value);
  const state = 'useState<PlaceOption[]>([]);\n';
  expect(original).toContain(state);
  await setEditorCode(original.replace(state, `${state}  while (path) {}\n`));
  const box = await page.locator('.dumi-default-previewer-demo-error').waitHandle();
  expect(await box.evaluate((element) => element.textContent)).toContain('Stopped an endless loop: the while loop on line 10 ran');
  // The page answers, and the edit is still in the editor.
  expect(await page.evaluate(() => document.title)).toContain('Simple');
  expect(await editor.evaluate((textarea) => (textarea as HTMLTextAreaElement).value)).toContain('  while (path) {}\n');

  await setEditorCode(original.replace('Destination', 'Recovered destination'));
  await page.waitForSelector('.dumi-default-previewer-demo-error', { hidden: true });
  await page.locator('.dumi-default-previewer-demo label ::-p-text(Recovered destination)').wait();
});

test('choosing Dark Mode in the header sets <html data-prefers-color="dark">, and it survives a reload', async () => {
  await open('/');
  const mode = () => page.evaluate(() => document.documentElement.getAttribute('data-prefers-color'));
  expect(await mode()).toBe('light');

  const select = await page.locator(COLOUR_MODE).waitHandle();
  const dark = await select.evaluate(
    (element) => Array.from((element as HTMLSelectElement).options).find((option) => option.text === 'Dark Mode')?.value,
  );
  expect(dark).toBe('dark');
  await select.select(dark!);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-prefers-color') === 'dark');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), COLOUR_STORAGE_KEY)).toBe('dark');

  await page.reload();
  await waitForApp(page);
  expect(await mode()).toBe('dark');
  expect(await page.$eval(COLOUR_MODE, (element) => (element as HTMLSelectElement).value)).toBe('dark');
});

test('Copy page puts the Markdown copy of the page on the clipboard, and says so', async () => {
  await open('/demo/simple');
  const copy = await (await fetch(firefox.site.url('/demo/simple.md'))).text();
  await page.locator('.site-page-actions ::-p-aria([name="Copy page"][role="button"])').click();
  // The button says so for two seconds (a query by role and name could miss it).
  await page.waitForFunction(() => document.querySelector('.site-page-actions button[data-copied]')?.textContent === 'Copied');
  // What the clipboard holds, pasted with the keyboard into a field added for the purpose.
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'paste-target';
    field.setAttribute('aria-label', 'Paste here');
    document.body.append(field);
    field.focus();
  });
  await page.keyboard.down('Control');
  await page.keyboard.press('v');
  await page.keyboard.up('Control');
  await page.waitForFunction(() => (document.getElementById('paste-target') as HTMLTextAreaElement).value.length > 0);
  expect(await page.$eval('#paste-target', (field) => (field as HTMLTextAreaElement).value)).toBe(copy);
});
