import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT, eventInit, isHydrated, isSearchShortcut } from '../../src/inline-scripts/early-input';

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
  it("tells an element React has hydrated by React's fiber on it", () => {
    expect(isHydrated({ '__reactFiber$abc123': {} })).toBe(true);
    expect(isHydrated({ '__reactProps$abc123': {} })).toBe(false);
    expect(isHydrated({})).toBe(false);
    expect(isHydrated(null)).toBe(false);
  });
});

describe('eventInit', () => {
  it('keeps what a played-back event needs to mean the same', () => {
    const click = { type: 'mousedown', clientX: 10, clientY: 20, button: 0, buttons: 1, detail: 1, ctrlKey: false, shiftKey: true };
    expect(eventInit(click as unknown as Event)).toMatchObject({ bubbles: true, cancelable: true, clientX: 10, clientY: 20, button: 0, shiftKey: true });
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
    expect(window.__siteEarlyInput).toEqual({ searchReady: false, pending: [] });
    expect(listeners.sort()).toEqual(
      ['click', 'click', 'focusin', 'focusin', 'input', 'input', 'keydown', 'keydown', 'keydown', 'mousedown', 'mousedown', 'mouseup', 'mouseup'].sort(),
    );
  });
});
