import { describe, expect, it } from 'vitest';
import { packageInSearch, pageFollowsPackage, resolvePackage, searchWithPackage } from '../../../src/package-choice/shared';
import { PACKAGE_CHOICE_SCRIPT } from '../../../src/package-choice/inline-script';

const NEXT = '@rc-component/cascader';

describe('the Package choice in the address and in storage', () => {
  it('reads a package the address names exactly once', () => {
    expect(packageInSearch('?package=%40rc-component%2Fcascader')).toBe(NEXT);
    expect(packageInSearch('?package=rc-cascader&tab=faq')).toBe('rc-cascader');
    expect(packageInSearch('?package=antd')).toBeUndefined();
    expect(packageInSearch('?package=rc-cascader&package=rc-cascader')).toBeUndefined();
    expect(packageInSearch('')).toBeUndefined();
  });

  it('lets the address win over what is remembered, and falls back to the default', () => {
    expect(resolvePackage('?package=rc-cascader', NEXT)).toBe('rc-cascader');
    expect(resolvePackage('', NEXT)).toBe(NEXT);
    expect(resolvePackage('?package=nope', NEXT)).toBe(NEXT);
    expect(resolvePackage('', 'something else')).toBe('rc-cascader');
    expect(resolvePackage('', null)).toBe('rc-cascader');
  });

  it('writes 1.x into the address and takes the default out, keeping the rest', () => {
    expect(searchWithPackage('', NEXT)).toBe('?package=%40rc-component%2Fcascader');
    expect(searchWithPackage('?tab=faq', NEXT)).toBe('?tab=faq&package=%40rc-component%2Fcascader');
    expect(searchWithPackage('?tab=faq&package=%40rc-component%2Fcascader', 'rc-cascader')).toBe('?tab=faq');
    expect(searchWithPackage('?package=%40rc-component%2Fcascader', 'rc-cascader')).toBe('');
    // An explicit default stays as the visitor wrote it.
    expect(searchWithPackage('?package=rc-cascader', 'rc-cascader')).toBe('?package=rc-cascader');
  });

  it('shows the choice on the pages with demos, in both locales', () => {
    for (const path of ['/', '/demo/simple', '/demo/simple/', '/zh-CN', '/zh-CN/', '/zh-CN/demo/search'])
      expect(pageFollowsPackage(path), path).toBe(true);
    for (const path of ['/versions', '/changelog', '/playground', '/zh-CN/versions']) expect(pageFollowsPackage(path), path).toBe(false);
  });
});

/** Runs the inline head script against a stand-in browser; returns the `data-package` it set. */
function runScript(search: string, stored: string | null, options: { storageThrows?: boolean; hash?: string } = {}) {
  const attributes: Record<string, string> = {};
  const window = {
    location: { search, hash: options.hash ?? '' },
    localStorage: {
      getItem: () => {
        if (options.storageThrows) throw new Error('SecurityError');
        return stored;
      },
    },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('window', 'document', 'navigator', 'URLSearchParams', PACKAGE_CHOICE_SCRIPT)(
    window,
    document,
    { cookieEnabled: true },
    URLSearchParams,
  );
  return attributes['data-package'];
}

describe('PACKAGE_CHOICE_SCRIPT', () => {
  it('names the line before the first paint as the client store resolves it', () => {
    expect(runScript('', null)).toBe('rc-cascader');
    expect(runScript('', NEXT)).toBe(NEXT);
    expect(runScript('?package=rc-cascader', NEXT)).toBe('rc-cascader');
    expect(runScript('?package=%40rc-component%2Fcascader', null)).toBe(NEXT);
    expect(runScript('?package=bogus', 'bogus')).toBe('rc-cascader');
  });

  it('shows 1.x for an address whose hash is in the 1.x reference, whatever was chosen', () => {
    expect(runScript('?package=rc-cascader', 'rc-cascader', { hash: '#api-next-popuprender' })).toBe(NEXT);
    expect(runScript('', null, { hash: '#api-next' })).toBe(NEXT);
    expect(runScript('', null, { hash: '#api-next%2Dpopup' })).toBe(NEXT);
    expect(runScript('', null, { hash: '#api-nextish' })).toBe('rc-cascader');
    expect(runScript('', NEXT, { hash: '#api-options' })).toBe(NEXT);
    // A hash that does not decode is no anchor.
    expect(runScript('', null, { hash: '#%E0%A4%A' })).toBe('rc-cascader');
  });

  it('treats storage that throws as nothing remembered', () => {
    expect(runScript('', NEXT, { storageThrows: true })).toBe('rc-cascader');
  });
});
