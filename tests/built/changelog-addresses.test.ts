/**
 * The changelog at both of its addresses, `/changelog` and `/Changelog` (the alias the upstream README
 * links to), as the static host answers them: the whole history, from the first release to the
 * newest. That each address hydrates as served is checked in Firefox (tests/firefox/crawl.test.ts,
 * every built route); what the history holds, against the release data, in tests/unit/changelog.test.ts.
 */
import { parse } from 'parse5';
import { expect, test } from 'vitest';
import { byTag, squash, textOf } from '../support/built-html';
import { useServedBuild } from '../support/served-site';

const site = useServedBuild();

test.each(['/changelog', '/Changelog'])('%s answers the history from 0.1.0 to 3.34.0', async (path) => {
  const answer = await site.get(path);
  expect(answer.status).toBe(200);
  const document = parse(answer.text);
  const [article] = byTag(document, 'article');
  expect(byTag(article, 'h1').map((heading) => squash(textOf(heading)))).toEqual(['Changelog']);
  const versions = ['h2', 'h3', 'h4'].flatMap((tag) => byTag(article, tag)).map((heading) => squash(textOf(heading)));
  for (const version of ['3.34.0', '0.17.0', '0.1.0']) expect(versions, version).toContain(version);
  expect(textOf(article)).toContain('2015-12-25');
});
