import type { Page } from '@playwright/test';

/** Marks the document, so that a later check can tell a client-side navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));

/** Whether the page still shows the document `markDocument` marked: no page load since. */
export const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
