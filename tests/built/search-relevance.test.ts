/**
 * The relevance set (tests/support/relevance-queries.ts) against the search index the build wrote:
 * every query must have a right answer among the first three results. The browser test
 * (tests/e2e/search/header-search.spec.ts) checks that the header's list shows the same answer, in order.
 */
import { describe, expect, test } from 'vitest';
import { builtAnswer } from '../support/built-search';
import { isAccepted, RELEVANCE_QUERIES } from '../support/relevance-queries';

describe.each(['en-US', 'zh-CN'] as const)('the built %s search index', (locale) => {
  const queries = RELEVANCE_QUERIES.filter((entry) => entry.locale === locale);

  test('has a relevance set to answer', () => {
    expect(queries.length).toBeGreaterThan(10);
  });

  test.each(queries.map((entry) => [entry.query, entry.accept] as const))(
    'answers "%s" rightly among its first three results',
    (query, accept) => {
      const firstThree = builtAnswer(locale, query).slice(0, 3);
      expect(
        firstThree.some((link) => isAccepted(link, accept)),
        `the first three: ${firstThree.join(', ') || 'nothing'}`,
      ).toBe(true);
    },
  );
});
