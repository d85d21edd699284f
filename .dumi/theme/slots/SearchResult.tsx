// Why: the results list (.dumi/theme/components/search/SearchResultList.tsx, the site's own) is needed only once there is an answer; this slot loads it then (../components/search/result-list-loader.ts), not with every page, and where dumi's says "Loading..." for ever when the search data fails to load, this one says what happened, and offers the reload (src/runtime/reload-offer.tsx), which keeps the query.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'dumi';
import React, { Component, lazy, Suspense } from 'react';
import { ReloadOffer } from '../../../src/runtime/reload-offer';
import type { SearchAnswer, SearchHint } from '../../../src/search/client/search-engine';
import { useSearchLoadFailure, type LoadFailure } from '../../../src/search/client/site-search';
import { loadedResultList, loadSearchResultList } from '../components/search/result-list-loader';
// The list's styles (the default theme's, whose markup the list keeps) stay in the site's stylesheet, which every page has loaded before it hydrates.
import 'dumi/theme-default/slots/SearchResult/index.less';

interface Props {
  data: SearchAnswer;
  loading: boolean;
  onItemSelect?: (hint: SearchHint) => void;
}

/** What the box says when the index did not load, by what happened (src/search/client/site-search.ts). */
const FAILURE_MESSAGES = {
  missing: 'site.search.failed.missing',
  network: 'site.search.failed.network',
  http: 'site.search.failed.http',
  worker: 'site.search.failed.worker',
  read: 'site.search.failed.read',
} as const;

let SearchResultList = lazy(loadSearchResultList);

function Message({ children }: { children: ReactNode }) {
  return (
    <div className="dumi-default-search-result">
      <div className="dumi-default-search-empty" aria-busy>
        {children}
      </div>
    </div>
  );
}

/**
 * The reload offer where the results go. A press on it keeps the focus in the search box (as the
 * default list's results do), which would otherwise close the results before the click lands.
 */
function Offer({ reason, message }: { reason: string; message?: string }) {
  return (
    <div className="dumi-default-search-result" onMouseDownCapture={(event) => event.preventDefault()}>
      <ReloadOffer part="search" reason={reason} message={message} />
    </div>
  );
}

/** The offer when the index did not load: what happened, and the details. */
function IndexOffer({ failure }: { failure: LoadFailure }) {
  const intl = useIntl();
  const message = intl.formatMessage({ id: FAILURE_MESSAGES[failure.kind] }, { status: failure.status });
  return <Offer reason={failure.reason} message={message} />;
}

/**
 * Offers the reload when the list's script fails to load (twice), in place of the results; the next
 * answer (the next keystroke) tries the load again.
 */
class ListLoadBoundary extends Component<{ answer: Props['data']; children: ReactNode }, { failed: Error | null; answer: Props['data'] }> {
  state = { failed: null as Error | null, answer: this.props.answer };

  static getDerivedStateFromError(failed: Error) {
    return { failed };
  }

  static getDerivedStateFromProps(props: { answer: Props['data'] }, state: { answer: Props['data'] }) {
    return props.answer === state.answer ? null : { failed: null, answer: props.answer };
  }

  componentDidCatch() {
    // React.lazy keeps a failed load: the retry needs a lazy component of its own.
    SearchResultList = lazy(loadSearchResultList);
  }

  render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return <Offer reason={failed.message} />;
  }
}

/**
 * While the search data loads, the slot says so itself (or, when it failed to load twice, offers
 * the reload); the list is loaded to show an answer.
 */
export default function SearchResult(props: Props) {
  const loadedList = loadedResultList();
  const loadFailure = useSearchLoadFailure();
  if (props.loading && loadFailure) {
    return <IndexOffer failure={loadFailure} />;
  }
  if (props.loading) {
    return (
      <Message>
        <FormattedMessage id="search.loading" />
      </Message>
    );
  }
  return (
    <ListLoadBoundary answer={props.data}>
      <Suspense
        fallback={
          <Message>
            <FormattedMessage id="search.loading" />
          </Message>
        }
      >
        {loadedList ? (
          React.createElement(loadedList, { data: props.data, onItemSelect: props.onItemSelect })
        ) : (
          <SearchResultList data={props.data} onItemSelect={props.onItemSelect} />
        )}
      </Suspense>
    </ListLoadBoundary>
  );
}
