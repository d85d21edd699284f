/**
 * The converter on /versions (.dumi/theme/builtins/Converter.tsx): prerendered with its starting
 * example, its code loaded only once the visitor uses it, 3.x code typed in and 1.x code out with the
 * list of changes linked to the tables, a syntax error reported without breaking the page, the copy
 * button, and the Chinese page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixture';
import { open } from '../../support/page-health';

/**
 * The scripts of the converter that a page loads: its own chunk (webpackChunkName "converter") and the
 * chunk that bundles @babel/parser, known by an option name only the parser's code holds.
 */
function converterLoads(page: Page): () => Promise<string[]> {
  const loads: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    loads.push(
      response.text().then(
        (body) => (/\/converter(?:\.[\w-]+)*\.js$/.test(path) || body.includes('createParenthesizedExpressions') ? path : undefined),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(loads)).filter((path): path is string => path !== undefined);
}

const THREE_X = [
  "import Cascader from 'rc-cascader';",
  '',
  'export default () => (',
  '  <Cascader dropdownRender={(menus) => menus} popupPlacement="topLeft" suffixIcon={null} />',
  ');',
].join('\n');

const ONE_X = [
  "import Cascader from '@rc-component/cascader';",
  '',
  'export default () => (',
  '  <Cascader popupRender={(menus) => menus} placement="topLeft" suffix={null} />',
  ');',
].join('\n');

test.describe('the converter on /versions', () => {
  test('is prerendered with its example, and loads its code only once used', async ({ page }) => {
    const loads = converterLoads(page);
    await open(page, '/versions');
    const input = page.getByRole('textbox', { name: 'rc-cascader 3.x code' });
    const output = page.getByRole('status', { name: '@rc-component/cascader 1.x code' });
    await expect(input).toHaveValue(/from 'rc-cascader'/);
    await expect(output).toContainText("from '@rc-component/cascader'");
    await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('list', { name: 'Left as they were' })).toContainText('A spread');
    expect(await loads()).toEqual([]);

    await input.focus();
    // The converter's chunk and the parser's.
    await expect.poll(async () => (await loads()).length).toBe(2);
    expect((await loads()).some((path) => path.includes('/converter.'))).toBe(true);
  });

  test('converts 3.x code as it is typed, and links each change to its table', async ({ page }) => {
    await open(page, '/versions');
    const input = page.getByRole('textbox', { name: 'rc-cascader 3.x code' });
    const output = page.getByRole('status', { name: '@rc-component/cascader 1.x code' });
    await input.fill(THREE_X);
    await expect(output).toHaveText(ONE_X);
    await expect(page.getByText('Changes: 4. Left as they were: 0.')).toBeVisible();
    const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
    await expect(changes).toHaveText([
      /Line 1\s*Package\s*rc-cascader → @rc-component\/cascader/,
      /Line 4\s*Renamed prop\s*dropdownRender → popupRender/,
      /Line 4\s*Removed prop\s*popupPlacement → placement/,
      /Line 4\s*Deprecated in 1\.x\s*suffixIcon → suffix/,
    ]);
    await expect(page.getByRole('list', { name: 'Left as they were' })).toHaveCount(0);

    await changes.nth(1).getByRole('link', { name: 'Renamed prop' }).click();
    await expect(page).toHaveURL(/\/versions#renamed-props$/);
    await expect(page.locator('#renamed-props')).toBeInViewport();
  });

  test('reports a syntax error with its place, keeps the last 1.x code, and goes on converting', async ({ page }) => {
    await open(page, '/versions');
    const input = page.getByRole('textbox', { name: 'rc-cascader 3.x code' });
    const output = page.getByRole('status', { name: '@rc-component/cascader 1.x code' });
    await input.fill(THREE_X);
    await expect(output).toHaveText(ONE_X);

    await input.fill(THREE_X.replace('/>', '>'));
    await expect(
      page.getByText(
        /^Syntax error at line 4, column 91: Unterminated JSX contents\. The 1\.x code shown is that of the last code that parsed\.$/,
      ),
    ).toBeVisible();
    await expect(output).toHaveText(ONE_X);
    await expect(output).toHaveAttribute('data-stale', 'true');

    await input.fill("import { Panel } from 'rc-cascader';\n<Panel popupVisible />;");
    await expect(output).toHaveText("import { Panel } from '@rc-component/cascader';\n<Panel open />;");
    await expect(output).not.toHaveAttribute('data-stale');
    await expect(page.getByText('Changes: 2. Left as they were: 0.')).toBeVisible();
  });

  test('lists what it leaves, and why', async ({ page }) => {
    await open(page, '/versions');
    await page
      .getByRole('textbox', { name: 'rc-cascader 3.x code' })
      .fill("import Cascader from 'rc-cascader';\nconst A = (props) => <Cascader {...props} searchValue={text} />;");
    const left = page.getByRole('list', { name: 'Left as they were' }).getByRole('listitem');
    await expect(left).toHaveText([
      /Line 2, column 36\s*props\s*A spread: the converter cannot see which props it holds/,
      /Line 2, column 43\s*searchValue\s*showSearch is not set here, or is false\./,
    ]);
    await expect(left.nth(1).getByRole('link', { name: 'searchValue' })).toHaveAttribute('href', '#the-showsearch-object');
  });

  test('copies the 1.x code', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await open(page, '/versions');
    await page.getByRole('textbox', { name: 'rc-cascader 3.x code' }).fill(THREE_X);
    await expect(page.getByRole('status', { name: '@rc-component/cascader 1.x code' })).toHaveText(ONE_X);
    const copy = page.getByRole('button', { name: 'Copy 1.x code' });
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ONE_X);
    await expect(copy).toBeVisible({ timeout: 5000 });
  });

  test('speaks Chinese on the Chinese page', async ({ page }) => {
    await open(page, '/zh-CN/versions');
    const output = page.getByRole('status', { name: '@rc-component/cascader 1.x 代码' });
    await page.getByRole('textbox', { name: 'rc-cascader 3.x 代码' }).fill(THREE_X);
    await expect(output).toHaveText(ONE_X);
    await expect(page.getByText('改动：4 处。保持原样：0 处。')).toBeVisible();
    await expect(page.getByRole('list', { name: '改动' }).getByRole('link', { name: '重命名的属性' })).toHaveAttribute(
      'href',
      '#renamed-props',
    );
  });

  test('is not loaded by the other pages', async ({ page }) => {
    const loads = converterLoads(page);
    for (const path of ['/', '/demo/simple', '/demo/search', '/playground', '/changelog', '/zh-CN/versions']) await open(page, path);
    expect(await loads()).toEqual([]);
  });
});
