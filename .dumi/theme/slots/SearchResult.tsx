// Why: the default builds every result before the first paint, leaves the keyboard's highlight out of view below the fold, and says "Loading..." for ever when the search data fails to load; this paints the first screen of results first, scrolls the highlight into view and says why loading failed.
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'dumi';
import Original from 'dumi/theme-default/slots/SearchResult';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchLoadFailure } from '../../../src/stand-ins/dumi-use-search-data';
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

export default function SearchResult(props: Props) {
  const shown = useResultsInSteps(props.data);
  const box = useHighlightInView();
  const loadFailure = useSearchLoadFailure();
  return (
    // No box of its own (`display: contents`): the list stays the popover's scrolling flex item.
    // Busy until the results below the first screen are in.
    <div ref={box} style={{ display: 'contents' }} aria-busy={shown !== props.data || undefined}>
      {props.loading && loadFailure ? (
        <div className="dumi-default-search-result">
          <div className="dumi-default-search-empty" role="alert">
            <FormattedMessage id="site.search.load.failed" values={{ reason: loadFailure }} />
          </div>
        </div>
      ) : (
        <Original key={resultId(props.data)} {...props} data={shown} />
      )}
    </div>
  );
}
