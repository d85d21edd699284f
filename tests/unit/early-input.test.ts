import { describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_AREA_SELECTOR,
  HYDRATED_ATTRIBUTE,
  eventInit,
  isHydrated,
  isSearchShortcut,
} from '../../src/inline-scripts/early-input';
import { EARLY_INPUT_SCRIPT } from '../../src/inline-scripts/early-input-script';

describe('isSearchShortcut (the keys that open the search before the app runs, as the theme reads them)', () => {
  const key = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}, tagName = 'BODY') => ({
    key,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
    target: { tagName, isContentEditable: false },
  });

  it('takes Ctrl+K elsewhere and ⌘K on Apple devices', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k'), false)).toBe(false);
  });

  it('takes / only outside a text field', () => {
    expect(isSearchShortcut(key('/'), false)).toBe(true);
    expect(isSearchShortcut(key('/', {}, 'INPUT'), false)).toBe(false);
    expect(isSearchShortcut(key('/', {}, 'TEXTAREA'), false)).toBe(false);
    expect(isSearchShortcut({ ...key('/'), target: { tagName: 'DIV', isContentEditable: true } }, false)).toBe(false);
  });
});

describe('isHydrated', () => {
  /** An element whose closest match of the demo area selector carries `attributes`. */
  const inArea = (area: { attributes: string[] } | null) =>
    ({
      closest: (selector: string) => {
        expect(selector).toBe(EARLY_INPUT_AREA_SELECTOR);
        return area && { hasAttribute: (name: string) => area.attributes.includes(name) };
      },
    }) as unknown as Element;

  it("tells an element in a demo by the mark its boundary sets on the demo's area, not by React's properties", () => {
    expect(isHydrated(inArea({ attributes: [HYDRATED_ATTRIBUTE] }))).toBe(true);
    expect(isHydrated(inArea({ attributes: [] }))).toBe(false);
    expect(isHydrated(inArea(null))).toBe(false);
    expect(isHydrated(null)).toBe(false);
  });

  it('is what the inline script reads too, and the script reads no property of React', () => {
    expect(EARLY_INPUT_SCRIPT).toContain(JSON.stringify(HYDRATED_ATTRIBUTE));
    expect(EARLY_INPUT_SCRIPT).not.toMatch(/__react/);
  });
});

describe('eventInit', () => {
  it('keeps what a played-back event needs to mean the same', () => {
    const click = { type: 'mousedown', clientX: 10, clientY: 20, button: 0, buttons: 1, detail: 1, ctrlKey: false, shiftKey: true };
    expect(eventInit(click as unknown as Event)).toMatchObject({
      bubbles: true,
      cancelable: true,
      clientX: 10,
      clientY: 20,
      button: 0,
      shiftKey: true,
    });
    const press = { type: 'keydown', key: 'ArrowDown', code: 'ArrowDown', repeat: false, altKey: false };
    expect(eventInit(press as unknown as Event)).toMatchObject({ key: 'ArrowDown', code: 'ArrowDown', repeat: false });
  });
});

describe('EARLY_INPUT_SCRIPT', () => {
  it('is a script a browser can parse, which starts with nothing recorded', () => {
    const listeners: string[] = [];
    const window: Record<string, unknown> = {
      addEventListener: (type: string) => listeners.push(type),
    };
    new Function('window', 'document', 'navigator', 'Element', EARLY_INPUT_SCRIPT)(window, {}, { platform: 'Linux' }, class {});
    expect(window.__siteEarlyInput).toEqual({ searchReady: false, reactListens: false, pending: [] });
    expect(listeners.sort()).toEqual(
      [
        'click',
        'click',
        'focusin',
        'focusin',
        'input',
        'input',
        'keydown',
        'keydown',
        'keydown',
        'mousedown',
        'mousedown',
        'mouseup',
        'mouseup',
      ].sort(),
    );
  });
});
