import { describe, expect, it } from 'vitest';
import { KEPT_KEY, editorKey, keepInput, peekInput, takeInput } from '../../src/runtime/offered-reload';
import { memoryStorage } from '../support/memory-storage';

describe('what a visitor typed, across the reload the site offers', () => {
  it('comes back once, to the piece that kept it, on the same page', () => {
    const storage = memoryStorage();
    keepInput(storage, '/demo/simple', { [editorKey('demo-simple')]: 'edited code', search: 'hover' });
    expect(takeInput(storage, '/demo/simple', editorKey('demo-simple'))).toBe('edited code');
    expect(takeInput(storage, '/demo/simple', editorKey('demo-simple'))).toBeUndefined();
    expect(takeInput(storage, '/demo/simple', 'search')).toBe('hover');
    // Nothing left: the note is gone.
    expect(storage.items.has(KEPT_KEY)).toBe(false);
  });

  it('can be read without being taken, as a render reads it, and is then taken once', () => {
    const storage = memoryStorage();
    keepInput(storage, '/demo/simple', { [editorKey('demo-simple')]: 'edited code' });
    expect(peekInput(storage, '/demo/simple', editorKey('demo-simple'))).toBe('edited code');
    expect(peekInput(storage, '/demo/simple', editorKey('demo-simple'))).toBe('edited code');
    expect(peekInput(storage, '/demo/hover', editorKey('demo-simple'))).toBeUndefined();
    expect(takeInput(storage, '/demo/simple', editorKey('demo-simple'))).toBe('edited code');
    expect(peekInput(storage, '/demo/simple', editorKey('demo-simple'))).toBeUndefined();
  });

  it('is not handed to another page, nor to another demo', () => {
    const storage = memoryStorage();
    keepInput(storage, '/demo/simple', { [editorKey('demo-simple')]: 'edited code' });
    expect(takeInput(storage, '/demo/hover', editorKey('demo-simple'))).toBeUndefined();
    expect(takeInput(storage, '/demo/simple', editorKey('demo-hover'))).toBeUndefined();
    expect(takeInput(storage, '/demo/simple', editorKey('demo-simple'))).toBe('edited code');
  });

  it('forgets an older note when nothing is typed, and ignores a note it cannot read', () => {
    const storage = memoryStorage();
    keepInput(storage, '/', { search: 'old' });
    keepInput(storage, '/', {});
    expect(storage.items.has(KEPT_KEY)).toBe(false);
    storage.setItem(KEPT_KEY, '{not json');
    expect(takeInput(storage, '/', 'search')).toBeUndefined();
  });
});
