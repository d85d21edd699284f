// The search results, loaded on the first search (.dumi/theme/slots/SearchResult.tsx).
// Why dumi's list is wrapped: the default builds every result before the first paint, leaves the keyboard's highlight out of view below the fold, and shows a result's title cut to its last 20 characters before the first match ("...cading select - showSearch"); this paints the first screen of results first, scrolls the highlight into view, and shows each title whole with its page as a breadcrumb.
import type { ComponentProps } from 'react';
import { useIntl, useNavData } from 'dumi';
import Original from 'dumi/theme-default/slots/SearchResult';
import React, { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { highlightWords, type HighlightedText, type ResultLabel } from '../../../src/runtime/search-engine';
import { afterNextPaint, FIRST_STEP_RESULTS, leadingResults } from '../lib/search-results';

type Props = ComponentProps<typeof Original>;
type Results = Props['data'];

const resultIds = new WeakMap<object, number>();
let lastResultId = 0;

/**
 * A number per answer. The default list shows its previous results for one render and builds new
 * ones in an effect, a frame late; keyed by its answer, it builds them as it renders.
 */
function resultId(data: Results): number {
  let id = resultIds.get(data);
  if (id === undefined) {
    lastResultId += 1;
    id = lastResultId;
    resultIds.set(data, id);
  }
  return id;
}

type Hint = Results[number]['hints'][number];

type Nav = ReturnType<typeof useNavData>;

/** The nav's title for the page a link is on, if the nav lists it. */
function navTitleOf(nav: Nav, link: string): string | undefined {
  const path = link.replace(/[?#].*$/, '');
  return nav.find((item) => path === item.link || (item.activePath && path.startsWith(`${item.activePath}/`)))?.title;
}

/**
 * A result as it reads here: its title whole (the worker's is "Page - Section", cut to its last 20
 * characters before the first match), the words the worker matched marked in it, followed by its
 * page as a short breadcrumb ("Demo › Disabled"): the label the index gives it, after the nav's
 * title for its page. Its matches are marked as well (the worker counts the page's title as part
 * of a section's). dumi's list renders each piece of a title as a React child, so the breadcrumb
 * goes in as an element of its own, styled in .dumi/global.less.
 */
function readableHint(hint: Hint, nav: Nav): Hint {
  const label = (hint as Hint & { label?: ResultLabel }).label;
  if (!label) return hint;
  const navTitle = navTitleOf(nav, hint.link);
  const crumbs = navTitle && navTitle !== label.pageTitle ? [navTitle, ...label.crumbs] : label.crumbs;
  const matched = [...hint.highlightTitleTexts, ...hint.highlightTexts]
    .filter((piece: HighlightedText) => piece.highlighted)
    .map((piece: HighlightedText) => piece.text);
  const title: HighlightedText[] = highlightWords(label.title, matched);
  if (crumbs.length > 0) {
    // The page's title counts as part of the result's title: its matches are marked too.
    const breadcrumb = (
      <span className="site-search-crumbs">
        {highlightWords(crumbs.join(' › '), matched).map((piece, index) =>
          piece.highlighted ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
        )}
      </span>
    );
    title.push({ text: breadcrumb as unknown as string });
  }
  return { ...hint, highlightTitleTexts: title };
}

const readableAnswers = new WeakMap<Results, Results>();

/**
 * The answer with each result readable (see `readableHint`); the same object for the same answer.
 * The results come in one group without a title (src/runtime/search-engine.ts), which dumi
 * would list as a `<dl>` of `<dd>`s alone: the group gets `groupTitle`, its `<dt>`.
 */
function readable(data: Results, groupTitle: string, nav: Nav): Results {
  let answer = readableAnswers.get(data);
  if (!answer) {
    answer = data.map((group) => ({
      ...group,
      title: group.title || groupTitle,
      hints: group.hints.map((hint) => readableHint(hint, nav)),
    }));
    readableAnswers.set(data, answer);
  }
  return answer;
}

/** The answer to show: its first results until they have been painted, then all of it. */
function useResultsInSteps(data: Results): Results {
  const leading = useMemo(() => leadingResults(data, FIRST_STEP_RESULTS) as Results, [data]);
  const [complete, setComplete] = useState<Results | null>(null);
  useEffect(() => (leading === data ? undefined : afterNextPaint(() => setComplete(data))), [data, leading]);
  return complete === data ? data : leading;
}

/** Keeps the result the arrow keys highlight (`data-active`) in view inside the scrolling list. */
function useHighlightInView() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    const watch = new MutationObserver(() => {
      container.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest' });
    });
    watch.observe(container, { attributes: true, attributeFilter: ['data-active'], subtree: true });
    return () => watch.disconnect();
  }, []);
  return box;
}

export default function SearchResultList(props: Props) {
  const intl = useIntl();
  const nav = useNavData();
  const data = readable(props.data, intl.formatMessage({ id: 'site.search.results' }), nav);
  const shown = useResultsInSteps(data);
  const box = useHighlightInView();
  return (
    // No box of its own (`display: contents`): the list stays the popover's scrolling flex item.
    // Busy until the results below the first screen are in.
    <div ref={box} style={{ display: 'contents' }} aria-busy={shown !== data || undefined}>
      <Original key={resultId(data)} {...props} data={shown} />
    </div>
  );
}
