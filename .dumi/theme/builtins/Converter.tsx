// The converter from rc-cascader 3.x code to @rc-component/cascader 1.x (docs/versions.md,
// `<Converter></Converter>`): a textbox for the 3.x code, the 1.x code with a copy button, and beside
// it the changes made, each linked to its table on the page, and what was left as it was, and why.
// The page is prerendered with a starting example and its conversion (src/converter/starter.ts), so
// the converter (src/converter/convert.ts and its parser, a chunk of its own) loads only when the
// visitor points at, focuses or edits the code.
import copy from 'copy-to-clipboard';
import { useIntl } from 'dumi';
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Change, ConvertResult, Skipped, SyntaxProblem } from '../../../src/converter/convert';
import { STARTER_CODE, STARTER_RESULT } from '../../../src/converter/starter';
import { loadOnce } from '../../../src/runtime/load-once';
import './Converter.less';

const loadConverter = loadOnce(() => import(/* webpackChunkName: "converter" */ '../../../src/converter/convert'));

type Converted = { code: string; changes: Change[]; skipped: Skipped[] };

/** @public dumi renders the builtin for `<Converter></Converter>` in docs/versions.md by this default export. */
export default function Converter() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ids = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<Converted>(STARTER_RESULT);
  const [error, setError] = useState<SyntaxProblem | undefined>(undefined);
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [copied, setCopied] = useState(false);
  const latest = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const load = useCallback(() => {
    const pending = loadConverter();
    pending.catch(() => setLoading('failed'));
    return pending;
  }, []);

  const run = useCallback(
    (code: string) => {
      const ticket = ++latest.current;
      setLoading((state) => (state === 'idle' || state === 'failed' ? 'loading' : state));
      load()
        .then(({ convert }) => {
          if (ticket !== latest.current) return;
          const converted: ConvertResult = convert(code);
          setLoading('idle');
          if (converted.ok) {
            setError(undefined);
            setResult({ code: converted.code, changes: converted.changes, skipped: converted.skipped });
          } else setError(converted.error);
        })
        .catch(() => {
          if (ticket === latest.current) setLoading('failed');
        });
    },
    [load],
  );

  // Code typed before the page was interactive is converted once it is.
  useEffect(() => {
    const input = inputRef.current;
    if (input && input.value !== STARTER_CODE) run(input.value);
  }, [run]);

  const onCopy = () => {
    copy(result.code);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };

  const inputId = `${ids}input`;
  const outputLabelId = `${ids}output-label`;
  const status = error
    ? text('site.converter.syntax', { line: error.line, column: error.column, message: error.message })
    : loading === 'failed'
      ? text('site.converter.failed')
      : loading === 'loading'
        ? text('site.converter.loading')
        : text('site.converter.summary', { changes: result.changes.length, skipped: result.skipped.length });

  return (
    <section className="site-converter" aria-label={text('site.converter.region')}>
      <div className="site-converter-input">
        <label htmlFor={inputId}>{text('site.converter.input')}</label>
        <p className="site-converter-hint" id={`${ids}input-hint`}>
          {text('site.converter.input.hint')}
        </p>
        <textarea
          id={inputId}
          ref={inputRef}
          aria-describedby={`${ids}input-hint`}
          defaultValue={STARTER_CODE}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          rows={14}
          onPointerEnter={() => void load().catch(() => {})}
          onFocus={() => void load().catch(() => {})}
          onInput={(event) => run(event.currentTarget.value)}
        />
      </div>
      <p className="site-converter-status" data-state={error || loading === 'failed' ? 'error' : loading} role="status" aria-live="polite">
        {status}
      </p>
      <div className="site-converter-result">
        <div className="site-converter-output">
          <div className="site-converter-output-head">
            <span id={outputLabelId} className="site-converter-label">
              {text('site.converter.output')}
            </span>
            <span className="site-converter-hint">{text('site.converter.output.hint')}</span>
            <button type="button" className="site-converter-copy" data-copied={copied || undefined} onClick={onCopy}>
              {text(copied ? 'site.converter.copied' : 'site.converter.copy')}
            </button>
          </div>
          {/* An <output> holds phrasing content only: the code keeps its lines by CSS (white-space: pre). */}
          <output htmlFor={inputId} aria-labelledby={outputLabelId} aria-live="off" tabIndex={0} data-stale={error ? true : undefined}>
            <code>{result.code}</code>
          </output>
        </div>
        <div className="site-converter-lists">
          <h4 id={`${ids}changes`}>{text('site.converter.changes')}</h4>
          {result.changes.length ? (
            <ol aria-labelledby={`${ids}changes`}>
              {result.changes.map((change, index) => (
                <li key={index}>
                  <span className="site-converter-line">{text('site.converter.line', { line: change.line })}</span>{' '}
                  <a href={`#${change.anchor}`}>{text(`site.converter.rule.${change.rule}`)}</a>
                  <span className="site-converter-names">
                    <code>{change.from}</code> → <code>{change.to}</code>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>{text('site.converter.none')}</p>
          )}
          <h4 id={`${ids}skipped`}>{text('site.converter.skipped')}</h4>
          {result.skipped.length ? (
            <ol aria-labelledby={`${ids}skipped`}>
              {result.skipped.map((item, index) => (
                <li key={index}>
                  <span className="site-converter-line">{text('site.converter.position', { line: item.line, column: item.column })}</span>
                  {item.name && (
                    <>
                      {' '}
                      {item.anchor ? (
                        <a href={`#${item.anchor}`}>
                          <code>{item.name}</code>
                        </a>
                      ) : (
                        <code>{item.name}</code>
                      )}
                    </>
                  )}
                  <span className="site-converter-reason">{text(`site.converter.reason.${item.reason}`, { name: item.name })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p>{text('site.converter.none')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
