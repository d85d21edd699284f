import { describe, expect, it } from 'vitest';
import { currentSection, listedSections } from '../../.dumi/theme/lib/toc';

describe('listedSections', () => {
  it('keeps second- and third-level entries, in order', () => {
    const toc = [
      { id: 'title', depth: 1, title: 'Title' },
      { id: 'demo', depth: 3, title: 'A demo' },
      { id: 'usage', depth: 2, title: 'Usage' },
      { id: 'detail', depth: 4, title: 'Detail' },
    ];
    expect(listedSections(toc).map(({ id }) => id)).toEqual(['demo', 'usage']);
  });

  it('keeps only second-level entries on a page whose front matter says tocDepth: 2', () => {
    const toc = [
      { id: 'v3', depth: 2, title: '3.x' },
      { id: '3.34.0', depth: 3, title: '3.34.0' },
      { id: 'v2', depth: 2, title: '2.x' },
    ];
    expect(listedSections(toc, 2).map(({ id }) => id)).toEqual(['v3', 'v2']);
    expect(listedSections(toc, undefined).map(({ id }) => id)).toEqual(['v3', '3.34.0', 'v2']);
  });
});

describe('currentSection', () => {
  // A window 800px high under a 64px header: its upper half ends at 432px.
  const view = { top: 64, middle: 432 };

  it('marks the first section at the top of the page, and when nothing is laid out', () => {
    expect(currentSection([200, 900, 1500], view)).toBe(0);
    expect(currentSection([600, 900, 1500], view)).toBe(0);
    expect(currentSection([null, null], view)).toBe(0);
  });

  it('marks a section once it starts in the upper half, below the header', () => {
    expect(currentSection([-300, 100, 900], view)).toBe(1);
    expect(currentSection([-300, 431, 900], view)).toBe(1);
    // A section landed right under the header by a link (80px from the top).
    expect(currentSection([-700, -200, 80], view)).toBe(2);
  });

  it('keeps the section being read while the next starts in the lower half', () => {
    expect(currentSection([-300, 500, 900], view)).toBe(0);
    expect(currentSection([-900, -300, 700], view)).toBe(1);
  });

  it('marks the last laid-out section once every one has scrolled above the header', () => {
    expect(currentSection([-900, -300, -10], view)).toBe(2);
    expect(currentSection([-900, -300, null], view)).toBe(1);
  });

  it('prefers the section the address points at while it is in the upper half', () => {
    // The page cannot scroll far enough to bring the linked last section under the header.
    expect(currentSection([-200, 150, 300], view, 2)).toBe(2);
    expect(currentSection([-200, 150, 300], view)).toBe(1);
    // Once it has left the upper half, scrolling decides again.
    expect(currentSection([-200, 150, 600], view, 2)).toBe(1);
    expect(currentSection([-900, -500, 40], view, 2)).toBe(2);
    expect(currentSection([-900, -500, -100], view, 1)).toBe(2);
  });

  it('has nothing to mark in an empty list', () => {
    expect(currentSection([], view)).toBe(-1);
  });
});
