/**
 * The API reference on the home page, in the browser: a demo page's link and a row's address land on
 * the row, and the keyboard table says what the keys really do on the simple demo. That its rows, every
 * anchor a demo page links to and the target of every in-page link are in the prerendered HTML is
 * checked without a browser (tests/built/api-reference-prerendered.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { open } from '../../support/page-health';
import { apiLinks, parseMarkdownTables } from '../../support/api/reference-tables';
import { expect, test } from '../fixture';

const ROOT = join(__dirname, '..', '..', '..');
const DEMO_DIR = join(ROOT, 'docs', 'demo');
const HOME_MARKDOWN = readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8');
const TABLES = parseMarkdownTables(HOME_MARKDOWN);

test.describe('the API reference on /', () => {
  // dumi's default theme scrolls to a URL's hash with `element.offsetTop - 80`, and offsetTop is
  // relative to the nearest table cell for a row: GlobalLayout corrects the scroll afterwards.
  test('lands on the row when a demo page link is followed', async ({ page }) => {
    const anchor = apiLinks(readFileSync(join(DEMO_DIR, 'simple.md'), 'utf8'))[0];
    expect(anchor).toBeTruthy();
    await open(page, '/demo/simple');
    await page.locator(`article a[href$="#${anchor}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
    await expect(page.locator(`#${anchor}`), 'the theme scrolled elsewhere (see the comment above)').toBeInViewport();
  });

  test('lands on the row when opened at its address', async ({ page }) => {
    await open(page, '/#api-showsearch');
    await expect(page.locator('#api-showsearch'), 'the theme scrolled elsewhere (see above)').toBeInViewport();
  });
});

// ---------------------------------------------------------------------------------------
// Keyboard: every row of the table under "## Keyboard interaction", driven on /demo/simple.
// The demo's tree: Canada > British Columbia > Vancouver …, Japan > Kanto > Tokyo …,
// United Kingdom > England > London …
// ---------------------------------------------------------------------------------------

const KEYBOARD_TABLE = TABLES.find((table) => table.headings.at(-1) === 'Keyboard interaction');

interface Cascader {
  page: Page;
  input: ReturnType<Page['getByRole']>;
  /** Asserts whether the menu is open, from the input's aria-expanded. */
  expectOpen: (open: boolean) => Promise<void>;
  /** Asserts the active option of each column, from the first column on. */
  expectActive: (labels: string[]) => Promise<void>;
  /** Asserts the options of a column (0-based). */
  expectColumn: (index: number, labels: string[]) => Promise<void>;
  /** Asserts the demo's printed result. */
  expectResult: (text: string | RegExp) => Promise<void>;
  press: (...keys: string[]) => Promise<void>;
}

function simpleDemo(page: Page): Cascader {
  const input = page.getByRole('combobox', { name: 'Destination' });
  const menu = page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
  return {
    page,
    input,
    expectOpen: (open) => expect(input).toHaveAttribute('aria-expanded', String(open)),
    expectActive: (labels) => expect(menu.locator('.rc-cascader-menu-item-active .rc-cascader-menu-item-content')).toHaveText(labels),
    expectColumn: (index, labels) =>
      expect(menu.locator('.rc-cascader-menu').nth(index).locator('.rc-cascader-menu-item-content')).toHaveText(labels),
    expectResult: (text) => expect(page.getByRole('status')).toHaveText(text),
    press: async (...keys) => {
      for (const key of keys) await page.keyboard.press(key);
    },
  };
}

const NOTHING = 'Nothing picked yet.';
const COUNTRIES = ['Canada', 'Japan', 'United Kingdom'];

/** What each key of the table is claimed to do, checked on the simple demo. */
const KEY_CHECKS: Record<string, (cascader: Cascader) => Promise<void>> = {
  async ArrowDown({ expectOpen, expectActive, expectColumn, press }) {
    await press('ArrowDown'); // closed: opens
    await expectOpen(true);
    await expectColumn(0, COUNTRIES);
    await expectActive([]);
    await press('ArrowDown'); // none active: the first
    await expectActive(['Canada']);
    await expectColumn(1, ['British Columbia', 'Ontario', 'Quebec']); // its children appear
    await press('ArrowDown', 'ArrowDown');
    await expectActive(['United Kingdom']);
    await press('ArrowDown'); // wraps from the last to the first
    await expectActive(['Canada']);
  },

  async ArrowUp({ expectOpen, expectActive, press }) {
    await press('ArrowUp'); // closed: opens
    await expectOpen(true);
    await press('ArrowUp'); // none active: the last
    await expectActive(['United Kingdom']);
    await press('ArrowUp');
    await expectActive(['Japan']);
    await press('ArrowUp', 'ArrowUp'); // Canada, then wraps to the last
    await expectActive(['United Kingdom']);
  },

  async ArrowRight({ expectOpen, expectActive, press }) {
    await press('ArrowRight'); // closed: opens
    await expectOpen(true);
    await press('ArrowDown', 'ArrowDown', 'ArrowRight'); // Japan, into its regions
    await expectActive(['Japan', 'Kanto']);
    await press('ArrowRight');
    await expectActive(['Japan', 'Kanto', 'Tokyo']);
    await press('ArrowRight'); // a leaf: nothing
    await expectActive(['Japan', 'Kanto', 'Tokyo']);
    await expectOpen(true);
  },

  async ArrowLeft({ expectOpen, expectActive, expectResult, press }) {
    await press('ArrowLeft'); // closed: opens
    await expectOpen(true);
    await press('ArrowDown', 'ArrowRight', 'ArrowRight');
    await expectActive(['Canada', 'British Columbia', 'Vancouver']);
    await press('ArrowLeft');
    await expectActive(['Canada', 'British Columbia']);
    await press('ArrowLeft');
    await expectActive(['Canada']);
    await press('ArrowLeft'); // first column: closes
    await expectOpen(false);
    await expectResult(NOTHING);
  },

  async Enter({ page, expectOpen, expectActive, expectResult, press }) {
    // Record, after the cascader's own handlers, whether Enter's default (submitting a form) was prevented.
    await page.evaluate(() => {
      const record = window as unknown as { enterPrevented: boolean[] };
      record.enterPrevented = [];
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') record.enterPrevented.push(event.defaultPrevented);
      });
    });
    await press('Enter'); // closed: opens
    await expectOpen(true);
    await press('ArrowDown', 'Enter'); // on a parent: nothing
    await expectOpen(true);
    await expectActive(['Canada']);
    await expectResult(NOTHING);
    await press('ArrowRight', 'ArrowDown', 'ArrowRight', 'Enter'); // Canada / Ontario / Toronto
    await expectOpen(false);
    await expectResult(/You picked Canada \/ Ontario \/ Toronto/);
    const prevented = await page.evaluate(() => (window as unknown as { enterPrevented: boolean[] }).enterPrevented);
    expect(prevented).toEqual([true, true, true]);
  },

  async Backspace({ expectOpen, expectActive, expectResult, press }) {
    await press('Backspace'); // closed: nothing
    await expectOpen(false);
    await press('ArrowDown', 'ArrowDown', 'ArrowRight');
    await expectActive(['Canada', 'British Columbia']);
    await press('Backspace'); // back one column
    await expectActive(['Canada']);
    await press('Backspace'); // first column: closes
    await expectOpen(false);
    await expectResult(NOTHING);
  },

  async Escape({ page, expectOpen, expectActive, expectResult, press }) {
    await page.evaluate(() => {
      const record = window as unknown as { escapesOutside: number };
      record.escapesOutside = 0;
      // On window, above React's root (which on a prerendered page is the document itself).
      window.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') record.escapesOutside += 1;
      });
    });
    const escapesOutside = () => page.evaluate(() => (window as unknown as { escapesOutside: number }).escapesOutside);
    await press('Escape'); // closed: nothing (and the key goes on to outer handlers)
    await expectOpen(false);
    expect(await escapesOutside()).toBe(1);

    await press('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter'); // Japan / Kanto / Tokyo
    await expectResult(/You picked Japan \/ Kanto \/ Tokyo/);
    await press('ArrowDown'); // reopens on the current value
    await expectActive(['Japan', 'Kanto', 'Tokyo']);
    await press('ArrowDown');
    await expectActive(['Japan', 'Kanto', 'Yokohama']);
    await press('Escape'); // closes, keeps the value, stops the key
    await expectOpen(false);
    await expectResult(/You picked Japan \/ Kanto \/ Tokyo/);
    expect(await escapesOutside()).toBe(1);
  },

  async Tab({ input, expectOpen, expectResult, press }) {
    await press('ArrowDown', 'ArrowDown');
    await expectOpen(true);
    await press('Tab');
    await expectOpen(false);
    await expect(input).not.toBeFocused();
    await expectResult(NOTHING);
  },

  async Space({ expectOpen, expectActive, expectResult, press }) {
    await press('Space'); // closed: opens
    await expectOpen(true);
    await press('ArrowDown', 'Space'); // open: nothing
    await expectOpen(true);
    await expectActive(['Canada']);
    await press('Escape');
    await expectOpen(false);
    await press('k'); // a letter, closed: opens
    await expectOpen(true);
    // The reopened menu starts with nothing active. In one run on a loaded machine, ArrowDown
    // landed on Japan, not Canada: it arrived while Canada, from before Escape, was still active.
    await expectActive([]);
    await press('ArrowDown', 'k'); // open: nothing
    await expectActive(['Canada']);
    await expectResult(NOTHING);
  },
};

test.describe('the keyboard table', () => {
  test('lists exactly the keys checked here', () => {
    expect(KEYBOARD_TABLE, 'no table under "## Keyboard interaction"').toBeDefined();
    expect(KEYBOARD_TABLE!.header).toEqual(['Key', 'Menu closed', 'Menu open']);
    const keys = KEYBOARD_TABLE!.body.map((cells) => /<kbd>([^<]+)<\/kbd>/.exec(cells[0])?.[1]);
    expect(keys).toEqual(Object.keys(KEY_CHECKS));
  });

  for (const [key, check] of Object.entries(KEY_CHECKS)) {
    test(`${key} does what the table says on /demo/simple`, async ({ page }) => {
      await open(page, '/demo/simple');
      const cascader = simpleDemo(page);
      await cascader.input.focus();
      await cascader.expectOpen(false);
      await check(cascader);
    });
  }
});
