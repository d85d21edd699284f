import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

interface MotionStep {
  className: string;
  animationName: string;
}

declare global {
  interface Window {
    __popupMotion: MotionStep[];
  }
}

/**
 * Records every class list the cascader popups go through, with the animation the CSS gives
 * each one, so that short-lived motion classes can be asserted after the fact. A popup is created
 * when its cascader first opens, so recording may start once the page is loaded.
 */
async function recordPopupMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__popupMotion = [];
    const record = (element: Element) => {
      if (!element.classList.contains('rc-cascader-dropdown')) return;
      window.__popupMotion.push({
        className: element.className,
        animationName: getComputedStyle(element).animationName,
      });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') record(mutation.target as Element);
        mutation.addedNodes.forEach((node) => {
          if (node instanceof Element) [node, ...node.querySelectorAll('.rc-cascader-dropdown')].forEach(record);
        });
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

/** The recorded steps since the last call, and forgets them. */
async function takeMotion(page: Page): Promise<MotionStep[]> {
  return page.evaluate(() => window.__popupMotion.splice(0));
}

function classesOf(steps: MotionStep[]): string[] {
  return steps.flatMap((step) => step.className.split(' '));
}

function animationOf(steps: MotionStep[], activeClass: string): string[] {
  return [...new Set(steps.filter((step) => step.className.split(' ').includes(activeClass)).map((step) => step.animationName))];
}

test.use({ demoPath: '/demo/animation' });

test.describe('popup motion', () => {
  test.beforeEach(async ({ page }) => {
    await expect(page.locator('.rc-cascader-dropdown')).toHaveCount(0);
    await recordPopupMotion(page);
  });

  test('transitionName: the popup runs the appear, leave and enter classes and ends shown or hidden', async ({ page }) => {
    const input = page.getByLabel('City (slides in)');
    const popup = page.locator('.rc-cascader-dropdown');

    // First opening: the popup is created open, so the phase is "appear".
    await input.click();
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveClass(/popup-motion/);
    await expect(popup).toHaveCSS('opacity', '1');
    let steps = await takeMotion(page);
    expect(classesOf(steps)).toEqual(
      expect.arrayContaining(['popup-motion', 'popup-motion-appear', 'popup-motion-appear-start', 'popup-motion-appear-active']),
    );
    expect(animationOf(steps, 'popup-motion-appear-active')).toEqual(['popup-motion-in']);

    // Closing: "leave", then the popup stays in the page with the hidden class.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(popup).toHaveClass(/rc-cascader-dropdown-hidden/);
    await expect(popup).not.toHaveClass(/popup-motion/);
    steps = await takeMotion(page);
    expect(classesOf(steps)).toEqual(expect.arrayContaining(['popup-motion-leave', 'popup-motion-leave-active']));
    expect(animationOf(steps, 'popup-motion-leave-active')).toEqual(['popup-motion-out']);

    // Every later opening: "enter".
    await input.click();
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveClass(/popup-motion/);
    steps = await takeMotion(page);
    expect(classesOf(steps)).toEqual(expect.arrayContaining(['popup-motion-enter', 'popup-motion-enter-active']));
    expect(animationOf(steps, 'popup-motion-enter-active')).toEqual(['popup-motion-in']);

    // The popup still works after its motion: pick a city.
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ontario' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ottawa' }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('.rc-cascader').filter({ has: input }).locator(SELECTION)).toHaveText('Canada / Ontario / Ottawa');
  });

  test('animation="zoom" becomes the motion name rc-cascader-dropdown-zoom', async ({ page }) => {
    const popup = page.locator('.rc-cascader-dropdown');
    await page.getByLabel('City (zooms in)').click();
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveClass(/zoom/);
    await expect(popup).toHaveCSS('opacity', '1');
    let steps = await takeMotion(page);
    expect(classesOf(steps)).toEqual(expect.arrayContaining(['rc-cascader-dropdown-zoom', 'rc-cascader-dropdown-zoom-appear-active']));
    expect(animationOf(steps, 'rc-cascader-dropdown-zoom-appear-active')).toEqual(['popup-zoom-in']);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    steps = await takeMotion(page);
    expect(animationOf(steps, 'rc-cascader-dropdown-zoom-leave-active')).toEqual(['popup-zoom-out']);
  });

  test('with reduced motion, the popup only fades', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const popup = page.locator('.rc-cascader-dropdown');
    await page.getByLabel('City (slides in)').click();
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveClass(/popup-motion/);
    let steps = await takeMotion(page);
    expect(animationOf(steps, 'popup-motion-appear-active')).toEqual(['popup-fade-in']);

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    steps = await takeMotion(page);
    expect(animationOf(steps, 'popup-motion-leave-active')).toEqual(['popup-fade-out']);
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('City (slides in)')).toBeVisible();
    await expect(page.getByLabel('City (zooms in)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('City (slides in)').click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kanto' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
