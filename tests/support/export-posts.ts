/**
 * The posts of the demo exports, captured in the browser (Playwright) so that nothing leaves the
 * machine; the project they carry is read with exported-project.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { decodeCodeSandboxParameters } from './exported-project';

/** Where the exports post: CodeSandbox's define API and StackBlitz's form endpoint. */
export const CODESANDBOX_DEFINE = /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/;
export const STACKBLITZ_RUN = /^https:\/\/stackblitz\.com\/run/;

/** Clicks an export button and returns the form body the site posted, without leaving the machine. */
export async function capturePost(page: Page, button: Locator, endpoint: RegExp): Promise<string> {
  const context = page.context();
  let body: string | null = null;
  await context.route(endpoint, async (route) => {
    body = route.request().postData();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>captured</p>' });
  });
  const popup = context.waitForEvent('page');
  await button.click();
  await (await popup).close();
  await context.unroute(endpoint);
  expect(body, `a POST to ${endpoint}`).not.toBeNull();
  return body!;
}

/** The files of a CodeSandbox post, path → text; the post has one field, `parameters`. */
export function codeSandboxFiles(body: string): Record<string, string> {
  const form = new URLSearchParams(body);
  expect([...form.keys()], 'CodeSandbox gets one form field').toEqual(['parameters']);
  const { files } = decodeCodeSandboxParameters(form.get('parameters')!);
  return Object.fromEntries(Object.entries(files).map(([path, file]) => [path, file.content]));
}
