/**
 * What every piece of code loaded after the first paint shows once its load has failed twice (the
 * live editor, the search, a demo below the fold, the export): why, in words that fit both causes
 * (offline, or a deploy replaced this tab's chunks), and a button that reloads the page keeping
 * what the visitor typed (./offered-reload.ts). One component and one message for all of them;
 * its look is in .dumi/global.less.
 */
import { useIntl } from 'dumi';
import React, { Component, type ReactNode } from 'react';
import { isChunkLoadError } from './deploy-reload';
import { reloadKeepingInput } from './offered-reload';

/** The pieces that offer the reload, by the message that names each. */
const PARTS = {
  editor: 'site.part.editor',
  search: 'site.part.search',
  demo: 'site.part.demo',
  export: 'site.part.export',
  reference: 'site.part.reference',
} as const;

export type ReloadPart = keyof typeof PARTS;

/** The offer: `message` says what happened where the part knows it, else the message that fits both causes. */
export function ReloadOffer({ part, reason, message }: { part: ReloadPart; reason?: string; message?: string }) {
  const intl = useIntl();
  return (
    <div role="alert" className="site-reload-offer" data-part={part}>
      <p>{message ?? intl.formatMessage({ id: 'site.part.load.failed' }, { part: intl.formatMessage({ id: PARTS[part] }) })}</p>
      {reason && <p className="site-reload-offer-reason">{reason}</p>}
      <button type="button" onClick={reloadKeepingInput}>
        {intl.formatMessage({ id: 'site.page.reload' })}
      </button>
    </div>
  );
}

/**
 * Shows the reload offer in place of its children when their code failed to load (a lazy
 * component's chunk, already tried twice by `loadOnce`); any other error goes on to the boundary
 * above, as if this one were not there.
 */
export class LoadFailureBoundary extends Component<{ part: ReloadPart; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ReloadOffer part={this.props.part} reason={error.message} />;
  }
}
