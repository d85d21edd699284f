// The site's own demo actions, on dumi's public theme API, in the default's markup and class names (its stylesheet is imported): the CodeSandbox, StackBlitz and Sketch exports, the standalone page, Show Code, and the code tabs with the live editor.
// Why: the default's icon-only controls were named only by a data-dumi-tooltip attribute (each is now named by it too);
// "Copy to Sketch" received the demo's container before it existed (null on a hydrated page), so it failed;
// the exports are the site's own (a Vite project, src/runtime/demo-export.ts), and so is the Sketch
// exporter's loading (src/runtime/sketch.ts), both on the first click;
// when the live editor's code or the export's fails to load twice, the reload is offered
// (src/runtime/reload-offer.tsx), and the edited code is kept across it and put back in the editor;
// and the default wrapped the editor's tip in rc-tooltip, about 11 KiB of script on every page's first load for one hover
// text, which the theme's own CSS tooltip (data-dumi-tooltip) now shows.
import { useDemo, useIntl } from 'dumi';
import SourceCode from 'dumi/theme/builtins/SourceCode';
import PreviewerActionsExtra from 'dumi/theme/slots/PreviewerActionsExtra';
import SourceCodeEditor from 'dumi/theme/slots/SourceCodeEditor';
import type { IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import copy from 'copy-to-clipboard';
import React, { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { NEXT_PACKAGE, DEFAULT_PACKAGE } from '../../../src/converter/packages';
import { NEXT_CASCADER_VERSION } from '../../../src/generated/versions';
import { demoDependenciesLoaded } from '../../../src/runtime/demo-dependencies';
import { exportDemo, type ExportHost } from '../../../src/runtime/demo-export';
import { isChunkLoadError } from '../../../src/runtime/deploy-reload';
import { editorKey, holdInput, peekKeptInput, takeKeptInput } from '../../../src/runtime/offered-reload';
import { LoadFailureBoundary, ReloadOffer } from '../../../src/runtime/reload-offer';
import { sketchJSON } from '../../../src/runtime/sketch';
import { IconBolt, IconCheck, IconCode, IconCodeHide, IconCube, IconDiamond, IconEdit, IconExternalLink } from '../components/icons';
import { useHydrated } from '../lib/kept-from-server';
import Tabs from './Tabs';
import 'dumi/theme-default/slots/PreviewerActions/index.less';

/** A code block's language, as the highlighter names it. */
type Lang = ComponentProps<typeof SourceCode>['lang'];

/** How long "Copy to Sketch" shows its tick. */
const COPIED_MS = 2000;

/** The button beside the code that says whether it can be edited live (its tooltip names it). */
function EditTip({ label, readonly }: { label: string; readonly?: boolean }) {
  return (
    <button
      type="button"
      className="dumi-default-previewer-editor-tip-btn"
      data-readonly={readonly || undefined}
      data-dumi-tooltip={label}
      aria-label={label}
    >
      {readonly && <span />}
      <IconEdit aria-hidden="true" />
    </button>
  );
}

/**
 * The site's Previewer adds the 1.x code of the demo's files while the Package choice names 1.x. A demo
 * that exists only on 1.x (../builtins/NextOnlyDemo.tsx) is no demo of dumi's: `liveEdit` says that its
 * entry file is edited live all the same (its box compiles the edit).
 */
type ActionsProps = IPreviewerActionsProps & { nextFiles?: Record<string, string>; liveEdit?: boolean };

export default function PreviewerActions(props: ActionsProps) {
  const intl = useIntl();
  const message = (id: string) => intl.formatMessage({ id });
  const { disabledActions = [], nextFiles } = props;
  // On the 1.x line, the demo as 1.x runs it: its files' 1.x code, and the package in place of rc-cascader.
  const asset = useMemo(() => (nextFiles ? nextAsset(props.asset, nextFiles) : props.asset), [props.asset, nextFiles]);
  const files = Object.entries(asset.dependencies).filter(([, dependency]) => dependency.type === 'FILE');
  const renderOpts = useDemo(asset.id)?.renderOpts;
  // Whether the entry file is edited live: dumi's demo can be compiled in the browser, or the box says so.
  const liveEdit = props.liveEdit ?? Boolean(renderOpts?.compile);
  const [activeKey, setActiveKey] = useState(0);
  const [showCode, setShowCode] = useState(Boolean(props.forceShowCode || props.defaultShowCode));
  const [sketchCopied, setSketchCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  const lang = (files[activeKey]?.[0].match(/\.([^.]+)$/)?.[1] ?? 'text') as Lang;
  const [exportFailed, setExportFailed] = useState(false);
  // The entry file's code as the visitor edited it (undefined until then), and as kept across an
  // offered reload; put back in the editor, and compiled once the page's demos can render it.
  const edited = useRef<string | undefined>(undefined);
  const [restored, setRestored] = useState<string | undefined>(undefined);
  const entry = files[0]?.[0];
  const { onSourceChange, onSourceTranspile } = props;
  const changeSource = (code: string) => {
    edited.current = code;
    onSourceChange?.({ [entry]: code });
    onSourceTranspile?.({ source: { [entry]: code } });
  };

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);
  useEffect(() => holdInput(() => (edited.current === undefined ? {} : { [editorKey(asset.id)]: edited.current })), [asset.id]);
  // After hydration (the prerender knows nothing of the tab's storage): the code kept for this
  // demo opens the editor with it. The render only reads it; the effect below takes it, once shown.
  const hydrated = useHydrated();
  const [restoreChecked, setRestoreChecked] = useState(false);
  if (hydrated && !restoreChecked) {
    setRestoreChecked(true);
    const kept = entry && liveEdit ? peekKeptInput(editorKey(asset.id)) : undefined;
    if (kept !== undefined) {
      setRestored(kept);
      setActiveKey(0);
      setShowCode(true);
    }
  }
  useEffect(() => {
    if (restored === undefined) return;
    takeKeptInput(editorKey(asset.id));
    edited.current = restored;
    void demoDependenciesLoaded.then(() => changeSource(restored));
    // Once, when the kept code is put back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  const exportTo = (host: ExportHost) => {
    setExportFailed(false);
    // A failed load offers the reload; any other error is left as it was.
    exportDemo(host, { ...props, asset }, nextFiles ? NEXT_PACKAGE : undefined).catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      setExportFailed(true);
    });
  };

  const copyToSketch = (type: 'group' | 'symbol') => {
    // The site's Previewer hands over the demo's element once it is mounted.
    const demoContainer = props.demoContainer;
    if (!demoContainer) return;
    sketchJSON(demoContainer, type).then((data) => {
      copy(JSON.stringify(data));
      setSketchCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setSketchCopied(false), COPIED_MS);
    });
  };

  const codeToggle = message(`previewer.actions.code.${showCode ? 'shrink' : 'expand'}`);
  return (
    <>
      <div className="dumi-default-previewer-actions">
        {!disabledActions.includes('CSB') && (
          <ActionButton label={message('previewer.actions.codesandbox')} onClick={() => exportTo('codesandbox')}>
            <IconCube aria-hidden="true" />
          </ActionButton>
        )}
        {!disabledActions.includes('STACKBLITZ') && (
          <ActionButton label={message('previewer.actions.stackblitz')} onClick={() => exportTo('stackblitz')}>
            <IconBolt aria-hidden="true" />
          </ActionButton>
        )}
        {!disabledActions.includes('HTML2SKETCH') && (
          <span
            className="dumi-default-previewer-action-btn dumi-default-previewer-action-sketch"
            data-dumi-tooltip={message('previewer.actions.sketch')}
            data-copied={sketchCopied || undefined}
          >
            {sketchCopied ? <IconCheck aria-hidden="true" /> : <IconDiamond aria-hidden="true" />}
            <select
              value=""
              aria-label={message('previewer.actions.sketch')}
              onChange={(event) => {
                const choice = event.target.value;
                if (choice === 'group' || choice === 'symbol') copyToSketch(choice);
                else if (choice === 'guide') window.open('https://d.umijs.org/config#html2sketch');
              }}
            >
              <option value="" hidden />
              <option value="group">{message('previewer.actions.sketch.group')}</option>
              <option value="symbol">{message('previewer.actions.sketch.symbol')}</option>
              <option value="-" disabled>
                {message('previewer.actions.sketch.divider')}
              </option>
              <option value="guide">{message('previewer.actions.sketch.guide')}</option>
            </select>
          </span>
        )}
        {!disabledActions.includes('EXTERNAL') && (
          <a
            target="_blank"
            rel="noreferrer"
            href={props.demoUrl}
            className="dumi-default-previewer-action-btn"
            data-dumi-tooltip={message('previewer.actions.separate')}
            aria-label={message('previewer.actions.separate')}
          >
            <IconExternalLink aria-hidden="true" />
          </a>
        )}
        {props.extra}
        <PreviewerActionsExtra {...props} />
        {!props.forceShowCode && (
          <ActionButton label={codeToggle} onClick={() => setShowCode((shown) => !shown)}>
            {showCode ? <IconCodeHide aria-hidden="true" /> : <IconCode aria-hidden="true" />}
          </ActionButton>
        )}
      </div>
      {exportFailed && <ReloadOffer part="export" />}
      {showCode && (
        <div className="dumi-default-previewer-sources">
          <LoadFailureBoundary part="editor">
            <Tabs
              // Each line has its own code, and an edit belongs to the line it was made on.
              key={nextFiles ? 'next' : 'default'}
              className={['dumi-default-previewer-tabs', files.length === 1 && 'dumi-default-previewer-tabs-single']
                .filter(Boolean)
                .join(' ')}
              defaultActiveKey={String(activeKey)}
              onChange={(key) => setActiveKey(Number(key))}
              items={files.map(([filename, { value }], index) => ({
                key: String(index),
                label: filename.replace(/^\.\//, ''),
                // Only the entry file is edited live, when the demo can be compiled in the browser.
                children:
                  index === 0 && liveEdit ? (
                    <SourceCodeEditor
                      lang={lang}
                      initialValue={restored ?? value.trim()}
                      onChange={changeSource}
                      extra={<EditTip label={message('previewer.actions.code.editable')} />}
                    />
                  ) : (
                    <SourceCode lang={lang} extra={index !== 0 && <EditTip label={message('previewer.actions.code.readonly')} readonly />}>
                      {files[activeKey][1].value.trim()}
                    </SourceCode>
                  ),
              }))}
            />
          </LoadFailureBoundary>
        </div>
      )}
    </>
  );
}

/** An icon-only action, named by its tooltip's text. */
function ActionButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button className="dumi-default-previewer-action-btn" type="button" data-dumi-tooltip={label} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** A demo's asset on the 1.x line: its files' 1.x code, and @rc-component/cascader in place of rc-cascader. */
function nextAsset(asset: IPreviewerActionsProps['asset'], files: Record<string, string>): IPreviewerActionsProps['asset'] {
  const dependencies: typeof asset.dependencies = {};
  for (const [name, dependency] of Object.entries(asset.dependencies)) {
    if (dependency.type === 'FILE') dependencies[name] = { ...dependency, value: files[name] ?? dependency.value };
    else if (name === DEFAULT_PACKAGE) dependencies[NEXT_PACKAGE] = { type: 'NPM', value: NEXT_CASCADER_VERSION };
    else dependencies[name] = dependency;
  }
  return { ...asset, dependencies };
}
