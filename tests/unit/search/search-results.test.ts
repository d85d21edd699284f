import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, leadingResults } from '../../../.dumi/theme/components/search/search-results';

const group = (title: string | null, count: number) => ({
  title,
  hints: Array.from({ length: count }, (_, index) => `${title}-${index}`),
});

describe('leadingResults', () => {
  it('returns the answer itself when it holds no more than the limit', () => {
    const answer = [group('A', 5), group('B', 3)];
    expect(leadingResults(answer, 8)).toBe(answer);
    expect(leadingResults(answer, 20)).toBe(answer);
    const none: ReturnType<typeof group>[] = [];
    expect(leadingResults(none, 20)).toBe(none);
  });

  it('keeps the first results in their groups and cuts the last group short', () => {
    const answer = [group('A', 5), group('B', 10), group('C', 4)];
    const leading = leadingResults(answer, 8);
    expect(leading.map((g) => g.title)).toEqual(['A', 'B']);
    expect(leading[0]).toBe(answer[0]);
    expect(leading[1].hints).toEqual(['B-0', 'B-1', 'B-2']);
    // The groups it was given are left as they were.
    expect(answer[1].hints).toHaveLength(10);
  });

  it('stops at a group boundary when the limit falls on one', () => {
    const answer = [group(null, 17), group('Changelog', 3), group('Demo', 13)];
    const leading = leadingResults(answer, 20);
    expect(leading).toEqual([answer[0], answer[1]]);
    expect(leading.reduce((sum, g) => sum + g.hints.length, 0)).toBe(20);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function withFrames() {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
    return () => frames.splice(0).forEach((frame) => frame(0));
  }

  it('runs the callback in a task after the next animation frame, not before', () => {
    const runFrames = withFrames();
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    runFrames();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and after it', () => {
    const runFrames = withFrames();
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    runFrames();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
