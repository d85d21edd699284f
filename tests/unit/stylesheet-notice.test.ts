import { describe, expect, it } from 'vitest';
import { STYLESHEET_NOTICE_ID, STYLESHEET_NOTICE_SCRIPT } from '../../src/inline-scripts/stylesheet-notice';

describe('the stylesheet notice script', () => {
  it('is valid JavaScript that names its notice and listens for failed stylesheets in the capture phase', () => {
    expect(() => new Function(STYLESHEET_NOTICE_SCRIPT)).not.toThrow();
    expect(STYLESHEET_NOTICE_SCRIPT).toContain(JSON.stringify(STYLESHEET_NOTICE_ID));
    expect(STYLESHEET_NOTICE_SCRIPT).toMatch(/addEventListener\('error', [\s\S]*\}, true\);/);
  });
});
