/**
 * The converter on /versions is prerendered with its starting 3.x code and that code's conversion,
 * kept in src/converter/starter.ts so that the parser loads only when the visitor edits: the stored
 * conversion must be what the converter makes of the code.
 */
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/converter/convert';
import { STARTER_CODE, STARTER_RESULT } from '../../src/converter/starter';

describe('the converter’s starting example', () => {
  it('is stored as the converter converts it', () => {
    expect(convert(STARTER_CODE)).toEqual({ ok: true, ...STARTER_RESULT });
  });

  it('shows each kind of change and a skipped spread', () => {
    expect(new Set(STARTER_RESULT.changes.map((change) => change.rule))).toEqual(
      new Set(['package', 'stylesheet', 'removed', 'renamed', 'showSearch']),
    );
    expect(STARTER_RESULT.skipped.map((item) => item.reason)).toEqual(['spread']);
  });
});
