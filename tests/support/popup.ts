import type { Locator, Page } from '@playwright/test';

/** The cascader's open popup (rc-cascader keeps a closed one in the document, with the hidden class). */
export const openPopup = (page: Page): Locator => page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
