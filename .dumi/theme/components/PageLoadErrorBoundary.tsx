import { FormattedMessage } from 'dumi';
import React from 'react';
import { isChunkLoadError, mayReloadHere, reloadForNewBuild } from '../../../src/runtime/deploy-reload';

interface Props {
  /** Changing it (e.g. the path) clears a shown error, so that navigation can recover. */
  resetKey: string;
  children: React.ReactNode;
}

interface State {
  error?: Error;
  /** The page is being loaded afresh for the error: nothing is shown meanwhile. */
  reloading?: boolean;
}

/**
 * Keeps the layout alive when a page's code fails to load. The usual cause is a deploy that
 * replaced the chunks of the build this tab runs: the page at the address asked for is then loaded
 * afresh (a full load brings the new build). When that same address failed moments ago (offline,
 * or a chunk really missing), it shows what failed and offers a reload instead of a blank page
 * (src/runtime/deploy-reload.ts).
 */
export default class PageLoadErrorBoundary extends React.Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error, reloading: isChunkLoadError(error) && mayReloadHere() };
  }

  componentDidCatch() {
    if (this.state.reloading && !reloadForNewBuild()) this.setState({ reloading: false });
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined, reloading: false });
  }

  render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return null;
    const chunkFailed = isChunkLoadError(error);
    return (
      <div role="alert" className="site-page-load-error">
        <h1>
          <FormattedMessage id={chunkFailed ? 'site.page.load.failed.title' : 'site.page.error.title'} />
        </h1>
        <p>
          <FormattedMessage id={chunkFailed ? 'site.page.load.failed.script' : 'site.page.error.text'} />
        </p>
        <pre>{error.message}</pre>
        <button type="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="site.page.reload" />
        </button>
      </div>
    );
  }
}
