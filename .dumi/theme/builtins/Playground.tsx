// The playground (docs/playground.md, `<Playground></Playground>`): a cascader, a control for each prop
// a form can set, the code that reproduces the configuration, and the log of its callbacks. The
// configuration lives in the address (src/playground/url-state.ts). The prerender writes the starting
// configuration, and hydration renders the same; the address is read once hydrated, so opening any
// link hydrates without a mismatch, then shows what the link holds.
import copy from 'copy-to-clipboard';
import { useIntl } from 'dumi';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldKeys, generateCode, shapedOptions } from '../../../src/playground/code';
import type { ControlValue, PropValues } from '../../../src/playground/controls';
import type { PlaygroundOption } from '../../../src/playground/data';
import { CUSTOM_EXAMPLE, detectFieldNames, type DataState } from '../../../src/playground/presets';
import { addEntry, formatArgs, type LogEntry } from '../../../src/playground/event-log';
import { playgroundExport } from '../../../src/playground/export';
import { exportProject, type ExportHost } from '../../../src/runtime/demo-export';
import { INITIAL_STATE, readState, writeState, type PlaygroundState } from '../../../src/playground/url-state';
import Controls, { useHomePath } from '../components/playground/Controls';
import DataControls from '../components/playground/DataControls';
import { usePlaygroundData } from '../components/playground/usePlaygroundData';
import EventLog from '../components/playground/EventLog';
import { useHydrated } from '../lib/kept-from-server';
import SourceCode from './SourceCode';
import './Playground.less';

/** The cascader's props for a configuration (the controls that have no effect are passed as they are). */
function cascaderProps(values: PropValues, preset: string): Record<string, unknown> {
  const keys = fieldKeys(values, preset);
  return {
    checkable: values.checkable,
    changeOnSelect: values.changeOnSelect,
    showCheckedStrategy: values.showCheckedStrategy,
    maxTagCount: values.maxTagCount,
    maxTagTextLength: values.maxTagTextLength,
    disabled: values.disabled,
    showSearch: values.showSearch ? { limit: values['showSearch.limit'], matchInputWidth: values['showSearch.matchInputWidth'] } : false,
    autoClearSearchValue: values.autoClearSearchValue,
    placeholder: values.placeholder,
    allowClear: values.allowClear,
    loading: values.loading,
    title: values.title || undefined,
    direction: values.direction,
    expandTrigger: values.expandTrigger,
    placement: values.placement,
    notFoundContent: values.notFoundContent,
    fieldNames: keys,
  };
}

/** Copies the page's address, and says so for a moment. */
function CopyLinkButton() {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="site-playground-button"
      data-copied={copied || undefined}
      onClick={() => {
        copy(window.location.href);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 2000);
      }}
    >
      {intl.formatMessage({ id: copied ? 'site.playground.link.copied' : 'site.playground.copy.link' })}
    </button>
  );
}

/** "Open in CodeSandbox" and "Open in StackBlitz": the code as a Vite project, through the site's exporter (loaded on the first click). */
function ExportButtons({ code }: { code: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const open = (host: ExportHost) => {
    setFailed(false);
    exportProject(host, playgroundExport(code, window.location.href)).catch(() => setFailed(true));
  };
  return (
    <div className="site-playground-actions">
      <button type="button" className="site-playground-button" onClick={() => open('codesandbox')}>
        {intl.formatMessage({ id: 'site.playground.open.codesandbox' })}
      </button>
      <button type="button" className="site-playground-button" onClick={() => open('stackblitz')}>
        {intl.formatMessage({ id: 'site.playground.open.stackblitz' })}
      </button>
      {failed && (
        <p className="site-playground-error" role="alert">
          {intl.formatMessage({ id: 'site.part.load.failed' }, { part: intl.formatMessage({ id: 'site.part.export' }) })}
        </p>
      )}
    </div>
  );
}

export default function Playground() {
  const intl = useIntl();
  const home = useHomePath();
  // What the visitor set here; null until they change something.
  const [changed, setState] = useState<PlaygroundState | null>(null);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(0);
  // The address is read once hydrated (false on the server and while hydrating), so that the first
  // render matches the prerendered starting configuration whatever the address holds.
  const hydrated = useHydrated();
  const fromAddress = useMemo(() => (hydrated ? readState(window.location.search) : null), [hydrated]);
  const start = fromAddress?.state ?? INITIAL_STATE;
  const { values, data } = changed ?? start;
  const ignored = fromAddress?.ignored ?? [];

  // The address holds the configuration, the router's own state kept.
  useEffect(() => {
    if (!hydrated) return;
    const { pathname, search, hash } = window.location;
    const query = writeState({ values, data });
    if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [hydrated, values, data]);

  const update = useCallback((next: (state: PlaygroundState) => PlaygroundState) => setState((current) => next(current ?? start)), [start]);
  const change = useCallback(
    (name: string, value: ControlValue) => update((state) => ({ ...state, values: { ...state.values, [name]: value } })),
    [update],
  );
  const setCustom = useCallback(
    (custom: PlaygroundOption[], found: { label: string; value: string; children: string }) =>
      update((state) => ({
        data: { ...state.data, preset: 'custom', custom },
        values: {
          ...state.values,
          'fieldNames.label': found.label,
          'fieldNames.value': found.value,
          'fieldNames.children': found.children,
        },
      })),
    [update],
  );
  const setData = useCallback(
    (next: DataState) => {
      // "Your own" starts from an example with its own keys until something is pasted.
      if (next.preset === 'custom' && !next.custom) setCustom(CUSTOM_EXAMPLE, detectFieldNames(CUSTOM_EXAMPLE));
      else update((state) => ({ ...state, data: next }));
    },
    [setCustom, update],
  );

  const keys = fieldKeys(values, data.preset);
  const log = useCallback(
    (name: string, args: unknown[]) => {
      nextId.current += 1;
      const entry = { id: nextId.current, name, args: formatArgs(args, keys.children) };
      setEntries((current) => addEntry(current, entry));
    },
    [keys.children],
  );

  const tree = usePlaygroundData(data, log);
  const options = useMemo(() => shapedOptions(tree.options, values, data.preset), [tree.options, values, data.preset]);
  const code = useMemo(() => generateCode({ values, data, options: tree.options }), [values, data, tree.options]);
  const props = {
    ...cascaderProps(values, data.preset),
    options,
    loadData: tree.loadData,
    loading: values.loading || tree.loading,
    id: 'playground-cascader',
    style: { width: '100%', maxWidth: 300 },
    onChange: (value: unknown, selectedOptions: unknown) => log('onChange', [value, selectedOptions]),
    onOpenChange: (open: boolean) => log('onOpenChange', [open]),
    onSearch: (text: string) => log('onSearch', [text]),
  } as unknown as CascaderProps;
  // A new cascader when the shape of its value changes (one path, or a list of paths), its keys or its data do.
  const remount = `${values.checkable}-${keys.label}-${keys.value}-${keys.children}-${data.preset}-${data.delay}-${data.fail}`;

  return (
    <div className="site-playground" data-hydrated={hydrated || undefined}>
      {ignored.length > 0 && (
        <p role="status" className="site-playground-ignored">
          {intl.formatMessage({ id: 'site.playground.ignored' }, { names: ignored.join(', ') })}
        </p>
      )}
      {/* The preview sticks beside the controls, within this block only: it never rides over the code. */}
      <div className="site-playground-main">
        <div className="site-playground-side">
          <section className="site-playground-preview" aria-labelledby="playground-preview-title">
            <div className="site-playground-section-head">
              <h2 id="playground-preview-title">{intl.formatMessage({ id: 'site.playground.preview' })}</h2>
              <div className="site-playground-actions">
                <CopyLinkButton />
                <button type="button" className="site-playground-button" onClick={() => setState(INITIAL_STATE)}>
                  {intl.formatMessage({ id: 'site.playground.reset' })}
                </button>
              </div>
            </div>
            <label htmlFor="playground-cascader" className="site-playground-cascader-label">
              {intl.formatMessage({ id: 'site.playground.cascader' })}
            </label>
            <div className="site-playground-stage">
              <Cascader key={remount} {...props} />
            </div>
            <p className="site-playground-error" aria-live="polite">
              {tree.notice}
            </p>
          </section>
          <EventLog entries={entries} onClear={() => setEntries([])} />
        </div>
        <section className="site-playground-controls" aria-labelledby="playground-controls-title">
          <h2 id="playground-controls-title">{intl.formatMessage({ id: 'site.playground.controls' })}</h2>
          <div className="site-playground-groups">
            <DataControls data={data} home={home} onData={setData} onCustom={setCustom} />
            <Controls values={values} preset={data.preset} onChange={change} />
          </div>
        </section>
      </div>
      <section className="site-playground-code" aria-labelledby="playground-code-title">
        <div className="site-playground-section-head">
          <h2 id="playground-code-title">{intl.formatMessage({ id: 'site.playground.code' })}</h2>
          <ExportButtons code={code} />
        </div>
        {/* Keyed by the code: the prerendered block is kept as served while hydrating, and a changed one is a new block. */}
        <SourceCode key={code} lang="tsx">
          {code}
        </SourceCode>
      </section>
    </div>
  );
}
