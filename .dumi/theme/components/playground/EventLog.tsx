// The playground's event log (../../builtins/Playground.tsx): each callback of the cascader with its
// arguments as JSON, newest first, the last LOG_LIMIT kept, in an element with role="log".
import { useIntl } from 'dumi';
import React from 'react';
import { LOG_LIMIT, type LogEntry } from '../../../../src/playground/event-log';

export default function EventLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  const intl = useIntl();
  return (
    <section className="site-playground-log" aria-labelledby="playground-log-title">
      <div className="site-playground-section-head">
        <h2 id="playground-log-title">{intl.formatMessage({ id: 'site.playground.log' })}</h2>
        <button type="button" className="site-playground-button" onClick={onClear} disabled={entries.length === 0}>
          {intl.formatMessage({ id: 'site.playground.log.clear' })}
        </button>
      </div>
      <p className="site-playground-hint">{intl.formatMessage({ id: 'site.playground.log.hint' }, { count: String(LOG_LIMIT) })}</p>
      <div className="site-playground-entries" role="log" aria-labelledby="playground-log-title" tabIndex={0}>
        <ol>
          {entries.length === 0 && <li className="site-playground-empty">{intl.formatMessage({ id: 'site.playground.log.empty' })}</li>}
          {entries.map((entry) => (
            <li key={entry.id}>
              <code>
                <span className="site-playground-callback">{entry.name}</span>({entry.args})
              </code>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
