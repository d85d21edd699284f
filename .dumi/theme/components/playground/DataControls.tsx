// The playground's data choice, named `options` (../../builtins/Playground.tsx): the presets, the
// loadData preset's delay and failure, and "your own" pasted JSON. Bad JSON is placed by line and
// column, and the data before it stays in use.
import { Link, useIntl } from 'dumi';
import React, { useState } from 'react';
import {
  CUSTOM_EXAMPLE,
  MAX_JSON,
  PRESETS,
  detectFieldNames,
  parseData,
  type DataState,
  type PresetName,
} from '../../../../src/playground/presets';
import type { PlaygroundOption } from '../../../../src/playground/data';
import { MAX_NUMBER, parseWhole } from '../../../../src/playground/controls';

interface DataControlsProps {
  data: DataState;
  home: string;
  onData: (data: DataState) => void;
  /** Pasted data, with the fieldNames detected for it. */
  onCustom: (options: PlaygroundOption[], keys: { label: string; value: string; children: string }) => void;
}

export default function DataControls({ data, home, onData, onCustom }: DataControlsProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [json, setJson] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [delayDraft, setDelayDraft] = useState<string | null>(null);
  const pasted = json ?? (data.custom ? JSON.stringify(data.custom, null, 2) : JSON.stringify(CUSTOM_EXAMPLE, null, 2));

  const apply = () => {
    const parsed = parseData(pasted);
    if (!parsed.ok) {
      const { line, column, message } = parsed.error;
      setResult({ ok: false, message: text('site.playground.json.error', { line: String(line), column: String(column), message }) });
      return;
    }
    setResult({ ok: true, message: text('site.playground.json.applied', { count: String(parsed.options.length) }) });
    onCustom(parsed.options, detectFieldNames(parsed.options));
  };

  return (
    <fieldset className="site-playground-group site-playground-data">
      <legend>{text('site.playground.group.data')}</legend>
      <ul>
        <li className="site-playground-control" data-kind="enum">
          <div className="site-playground-control-head">
            <label htmlFor="playground-options" className="site-playground-name">
              <code>options</code>
            </label>
            <Link
              className="site-playground-api"
              to={`${home}#api-options`}
              aria-label={text('site.playground.reference.label', { prop: 'options' })}
            >
              {text('site.playground.reference')}
            </Link>
          </div>
          <select
            id="playground-options"
            value={data.preset}
            aria-describedby="playground-options-description"
            onChange={(event) => onData({ ...data, preset: event.target.value as PresetName })}
          >
            {PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {text(`site.playground.preset.${preset}`)}
              </option>
            ))}
          </select>
          <p id="playground-options-description" className="site-playground-description">
            {text('site.playground.prop.options')}
          </p>
        </li>
        {data.preset === 'loadData' && (
          <>
            <li className="site-playground-control" data-kind="number">
              <label htmlFor="playground-delay" className="site-playground-name">
                {text('site.playground.delay')}
              </label>
              <input
                id="playground-delay"
                type="number"
                min={0}
                max={MAX_NUMBER}
                step={100}
                value={delayDraft ?? String(data.delay)}
                aria-describedby="playground-delay-description"
                aria-invalid={delayDraft !== null && parseWhole(delayDraft) === null ? true : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  const delay = parseWhole(value);
                  if (delay !== null) {
                    setDelayDraft(null);
                    onData({ ...data, delay });
                  } else setDelayDraft(value);
                }}
              />
              <p id="playground-delay-description" className="site-playground-description">
                {text('site.playground.delay.description')}
              </p>
            </li>
            <li className="site-playground-control" data-kind="boolean">
              <div className="site-playground-control-head">
                <input
                  id="playground-fail"
                  type="checkbox"
                  checked={data.fail}
                  aria-describedby="playground-fail-description"
                  onChange={(event) => onData({ ...data, fail: event.target.checked })}
                />
                <label htmlFor="playground-fail" className="site-playground-name">
                  {text('site.playground.fail')}
                </label>
              </div>
              <p id="playground-fail-description" className="site-playground-description">
                {text('site.playground.fail.description')}
              </p>
            </li>
          </>
        )}
        {data.preset === 'custom' && (
          <li className="site-playground-control" data-kind="json">
            <label htmlFor="playground-json" className="site-playground-name">
              {text('site.playground.json')}
            </label>
            <textarea
              id="playground-json"
              rows={8}
              spellCheck={false}
              maxLength={MAX_JSON}
              value={pasted}
              aria-describedby="playground-json-description playground-json-result"
              aria-invalid={result && !result.ok ? true : undefined}
              onChange={(event) => setJson(event.target.value)}
            />
            <p id="playground-json-description" className="site-playground-description">
              {text('site.playground.json.description')}
            </p>
            <button type="button" className="site-playground-button" onClick={apply}>
              {text('site.playground.json.apply')}
            </button>
            <p
              id="playground-json-result"
              className={result?.ok === false ? 'site-playground-error' : 'site-playground-description'}
              aria-live="polite"
            >
              {result?.message}
            </p>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
