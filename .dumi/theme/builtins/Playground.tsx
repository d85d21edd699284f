// The playground (docs/playground.md, `<Playground></Playground>`): a cascader, a control for each prop
// a form can set, the code that reproduces the configuration, and the log of its callbacks. The
// configuration lives in the address (src/playground/url-state.ts). The prerender writes the starting
// configuration, and hydration renders the same; the address is read once hydrated, so opening any
// link hydrates without a mismatch, then shows what the link holds.
import { history, useIntl, useLocale } from 'dumi';
import 'rc-cascader/assets/index.less';
import React, { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EARLY_INPUT_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../../src/inline-scripts/early-input';
import { generateCode, shapedOptions } from '../../../src/playground/code';
import type { ControlValue } from '../../../src/playground/controls';
import type { PlaygroundOption } from '../../../src/playground/data';
import { CUSTOM_EXAMPLE, detectFieldNames, type DataState } from '../../../src/playground/presets';
import { addEntry, formatArgs, type LogEntry } from '../../../src/playground/event-log';
import { propName } from '../../../src/converter/rules';
import { getPackageChoice, setPackageChoice } from '../../../src/package-choice/client/store';
import { packageInSearch } from '../../../src/package-choice/shared';
import { cascaderProps, fieldKeys, type FieldKeys } from '../../../src/playground/props';
import type { LocaleId } from '../../../src/site';
import { initialState, readState, writeState, type PlaygroundState } from '../../../src/playground/url-state';
import { replayEarlyInput } from '../../../src/runtime/early-input';
import { CopyLinkButton, ExportButtons } from '../components/playground/Actions';
import Controls from '../components/playground/Controls';
import { useHomePath } from '../lib/locale-paths';
import DataControls from '../components/playground/DataControls';
import { usePlaygroundData } from '../components/playground/usePlaygroundData';
import EventLog from '../components/playground/EventLog';
import PackageChoice from '../components/package/PackageChoice';
import PlaygroundCascader from '../components/playground/PlaygroundCascader';
import { useHydrated } from '../lib/kept-from-server';
import SourceCode from './SourceCode';
import './Playground.less';

/**
 * @public dumi renders the builtin for `<Playground></Playground>` in docs/playground.md by this default export.
 *
 * The address is read once hydrated (not on the server, nor while hydrating), so that the first
 * render matches the prerendered starting configuration whatever the address holds. React renders
 * a component again at once, without yielding, when it learns that hydration is over
 * (`useHydrated`); here that is only this wrapper, and the playground reads the address in a
 * transition, which React renders in slices. A playground mounted after hydration (a client-side
 * navigation) reads it in its first render.
 */
export default function Playground() {
  const hydrated = useHydrated();
  const [addressRead, setAddressRead] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !addressRead) startTransition(() => setAddressRead(true));
  }, [hydrated, addressRead]);
  return <PlaygroundBody hydrated={addressRead} />;
}

const PlaygroundBody = memo(function PlaygroundBody({ hydrated }: { hydrated: boolean }) {
  const intl = useIntl();
  const home = useHomePath();
  // What the visitor set here; null until they change something.
  const [changed, setState] = useState<PlaygroundState | null>(null);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  // The starting configuration speaks the page's language (its placeholder).
  const locale = useLocale().id as LocaleId;
  const initial = useMemo(() => initialState(locale), [locale]);
  const fromAddress = useMemo(() => (hydrated ? readState(window.location.search, locale) : null), [hydrated, locale]);
  // The package the address names, else the site-wide choice (src/package-choice/), which the playground's radios set too.
  const start = useMemo(
    () => (fromAddress ? { ...fromAddress.state, pkg: packageInSearch(window.location.search) ?? getPackageChoice() } : initial),
    [fromAddress, initial],
  );
  const { values, data, pkg } = changed ?? start;
  const ignored = fromAddress?.ignored ?? [];
  // A package the address names is the site-wide choice from now on, as on every other page.
  useEffect(() => {
    const named = fromAddress && packageInSearch(window.location.search);
    if (named) setPackageChoice(named);
  }, [fromAddress]);

  // React handles the playground's events from the hydrating commit on (the early-input script reads
  // the mark); what the visitor clicked or typed before is played once the address has been read.
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => root.current?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  useEffect(() => {
    if (hydrated) replayEarlyInput();
  }, [hydrated]);

  // The address holds the configuration: the router's history replaces its entry (a change adds none
  // to Back), the path and hash kept. As a transition, so that the router's render never reaches a
  // part of the page still waiting to hydrate; the path is the same, so no page changes.
  useEffect(() => {
    if (!hydrated) return;
    const query = writeState({ values, data, pkg }, locale);
    const { search, hash } = history.location;
    if (query !== search) startTransition(() => history.replace({ search: query, hash }));
  }, [hydrated, values, data, pkg, locale]);

  const update = useCallback((next: (state: PlaygroundState) => PlaygroundState) => setState((current) => next(current ?? start)), [start]);
  const change = useCallback(
    (name: string, value: ControlValue) => update((state) => ({ ...state, values: { ...state.values, [name]: value } })),
    [update],
  );
  const setCustom = useCallback(
    (custom: PlaygroundOption[], found: FieldKeys) =>
      update((state) => ({
        ...state,
        data: { ...state.data, preset: 'custom', custom },
        values: { ...state.values, ...Object.fromEntries(Object.entries(found).map(([field, key]) => [`fieldNames.${field}`, key])) },
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
      const text = formatArgs(args, keys.children);
      // Each entry's id is one more than the newest's (ids start again after Clear, with the list).
      setEntries((current) => addEntry(current, { id: (current[0]?.id ?? 0) + 1, name, args: text }));
    },
    [keys.children],
  );

  const tree = usePlaygroundData(data, log);
  const options = useMemo(() => shapedOptions(tree.options, values, data.preset), [tree.options, values, data.preset]);
  const code = useMemo(() => generateCode({ values, data, options: tree.options, packageName: pkg }), [values, data, tree.options, pkg]);
  // The configured props (the same as the code's), then the data, the page's own and the logged callbacks.
  const props = cascaderProps(values, data.preset, pkg, {
    options,
    loadData: tree.loadData,
    loading: tree.loading || undefined,
    id: 'playground-cascader',
    style: { width: '100%', maxWidth: 300 },
    onChange: (value: unknown, selectedOptions: unknown) => log('onChange', [value, selectedOptions]),
    onOpenChange: (open: boolean) => log(propName('onOpenChange', pkg), [open]),
    onSearch: (text: string) => log('onSearch', [text]),
  });
  // A new cascader when the shape of its value changes (one path, or a list of paths), its keys or its data do.
  const remount = `${values.checkable}-${keys.label}-${keys.value}-${keys.children}-${data.preset}-${data.delay}-${data.fail}`;

  return (
    <div ref={root} className="site-playground" data-hydrated={hydrated || undefined} {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}>
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
                <button type="button" className="site-playground-button" onClick={() => setState(initial)}>
                  {intl.formatMessage({ id: 'site.playground.reset' })}
                </button>
              </div>
            </div>
            <label htmlFor="playground-cascader" className="site-playground-cascader-label">
              {intl.formatMessage({ id: 'site.playground.cascader' })}
            </label>
            <PlaygroundCascader key={pkg} pkg={pkg} props={props} remount={remount} />
            <p className="site-playground-error" aria-live="polite">
              {tree.notice}
            </p>
          </section>
          <EventLog entries={entries} onClear={() => setEntries([])} />
        </div>
        <section className="site-playground-controls" aria-labelledby="playground-controls-title">
          <h2 id="playground-controls-title">{intl.formatMessage({ id: 'site.playground.controls' })}</h2>
          <div className="site-playground-groups">
            <PackageChoice
              className="site-playground-group site-playground-package"
              value={pkg}
              home={home}
              description="site.playground.package.description"
              onChange={(next) => {
                setPackageChoice(next);
                update((state) => ({ ...state, pkg: next }));
              }}
            />
            <DataControls data={data} home={home} onData={setData} onCustom={setCustom} />
            <Controls values={values} preset={data.preset} pkg={pkg} onChange={change} />
          </div>
        </section>
      </div>
      <section className="site-playground-code" aria-labelledby="playground-code-title">
        <div className="site-playground-section-head">
          <h2 id="playground-code-title">{intl.formatMessage({ id: 'site.playground.code' })}</h2>
          <ExportButtons code={code} pkg={pkg} />
        </div>
        {/* Keyed by the code: the prerendered block is kept as served while hydrating, and a changed one is a new block. */}
        <SourceCode key={code} lang="tsx">
          {code}
        </SourceCode>
      </section>
    </div>
  );
});
