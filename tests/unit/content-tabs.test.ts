import { describe, expect, it } from 'vitest';
import { requestedTab, searchForTab } from '../../.dumi/theme/lib/content-tabs';

describe('requestedTab', () => {
  const keys = ['faq'];

  it('names the tab the query asks for when the page has it', () => {
    expect(requestedTab('?tab=faq', keys)).toBe('faq');
    expect(requestedTab('?utm_source=x&tab=faq', keys)).toBe('faq');
  });

  it('falls back to the default content for no tab, an empty one or an unknown one', () => {
    expect(requestedTab('', keys)).toBeNull();
    expect(requestedTab('?tab=', keys)).toBeNull();
    expect(requestedTab('?tab=nope', keys)).toBeNull();
    expect(requestedTab('?tab=faq', [])).toBeNull();
  });
});

describe('searchForTab', () => {
  it('names the tab, or nothing for the default content', () => {
    expect(searchForTab('faq')).toBe('?tab=faq');
    expect(searchForTab('a b&c')).toBe('?tab=a+b%26c');
    expect(searchForTab(null)).toBe('');
  });
});
