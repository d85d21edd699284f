// The site's demo box, on dumi's public theme API: the live demo comes from `useLiveDemo`, the
// actions from the site's PreviewerActions slot, and the look from the default theme's stylesheet.
// - Each demo's title is a level-2 heading: demos sit right under the page's title or one of its
//   sections, so a level-5 title would skip levels (../a11y.less keeps the default look).
// - The demo inside learns which it is (the box's id), so that it can wait to hydrate until it
//   comes into view (src/runtime/demo-boundary.tsx).
// - A long inline code chip in a demo's description is marked to wrap inside on a phone, as on the
//   pages (src/runtime/code-chips.ts).
// - The live editor's code (its compiler, and what the edited demo needs to render) loads on the
//   first edit: a load that fails is tried once more with the same code, and a second failure
//   offers the reload, which keeps the edited code (src/runtime/reload-offer.tsx).
// - A loop in the edited code that does not end is stopped by the live editor's compiler
//   (src/runtime/loop-guard.ts) and named in the demo's error box, in the page's language. One
//   stopped in the running demo (an effect, an event handler) takes the demo out until the next
//   edit compiles: its state is not to be trusted, and dumi's crash box inside it would repeat ours.
// - On the 1.x line (the site-wide Package choice), the demo's 1.x module, made from its 3.x files at
//   build time (src/package-choice/node/next-demos-plugin.ts), loads and replaces the 3.x demo once it
//   has; its code, live editor and exports are 1.x's (../slots/PreviewerActions.tsx). It sits in the
//   element that scopes 1.x's stylesheet.
// - Without JavaScript, where Show Code does nothing, the demo's code on both lines is under the box
//   (../components/package/DemoCodeSlot.tsx).
// It is not loaded lazily like the code highlighter: behind a Suspense boundary of its own, a
// prerendered demo was hidden for a moment after the first paint (a layout shift of 0.2–0.4).
import { useIntl, useLiveDemo, useLocation, type IPreviewerProps } from 'dumi';
import 'dumi/theme-default/builtins/Previewer/index.less';
import './Previewer.less';
import React, { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { useNextDemo } from '../../../src/package-choice/client/next-demos';
import { usePackageChoice } from '../../../src/package-choice/client/store';
import { markLongChipsInHtml } from '../../../src/runtime/code-chips';
import { DemoIdContext } from '../../../src/runtime/demo-boundary';
import { isChunkLoadError } from '../../../src/runtime/deploy-reload';
import { EndlessLoopError, isLoopOfDemo, onEndlessLoop } from '../../../src/runtime/loop-guard';
import { ReloadOffer } from '../../../src/runtime/reload-offer';
import { IconCloseCircle } from '../components/icons';
import { DemoCodeSlot } from '../components/package/DemoCodeSlot';
import { DemoError, NextDemoView, useNextEdit } from '../components/package/NextDemoView';
import PreviewerActions from '../slots/PreviewerActions';

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function Previewer(props: IPreviewerProps) {
  const { asset, title, description, debug, iframe } = props;
  const demoContainer = useRef<HTMLDivElement>(null);
  // The actions (Copy to Sketch) get the demo's element once it is mounted.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerRef = useCallback((node: HTMLDivElement | null) => {
    demoContainer.current = node;
    setContainer(node);
  }, []);
  const { hash } = useLocation();
  const link = `#${asset.id}`;
  const inIframe = Boolean(iframe || props._live_in_iframe);
  const live = useLiveDemo(asset.id, { iframe: inIframe, containerRef: demoContainer as RefObject<HTMLElement> });
  const { setSource, error } = live;
  // The code last sent to be compiled, and the failed load that was tried once more with it.
  const lastSource = useRef<Record<string, string> | undefined>(undefined);
  const [retried, setRetried] = useState<unknown>(null);
  const loadFailed = isChunkLoadError(error);
  const onSourceChange = useCallback(
    (source: Record<string, string>) => {
      lastSource.current = source;
      setSource(source);
    },
    [setSource],
  );
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    // A failed load is retried once (the effect below); a success clears that for the next failure.
    if (!error) setRetried(null);
    else if (loadFailed && retried === null) setRetried(error);
  }
  useEffect(() => {
    if (retried !== null && lastSource.current) setSource(lastSource.current);
  }, [retried, setSource]);
  // Shown once the second try has failed too; nothing while it runs.
  const offerReload = loadFailed && retried !== null && error !== retried;
  // A loop the guard stopped in this demo, until the live editor renders a new version of it.
  const [stopped, setStopped] = useState<EndlessLoopError | null>(null);
  useEffect(() => onEndlessLoop((loop) => isLoopOfDemo(loop, asset.id) && setStopped(loop)), [asset.id]);
  const [seenNode, setSeenNode] = useState(live.node);
  if (live.node !== seenNode) {
    setSeenNode(live.node);
    setStopped(null);
  }
  // A compile error (the loop stopped while the editor checked that the demo renders, for one)
  // comes first; the last version that rendered stays shown under it.
  const shownError = error ?? stopped;
  const stoppedRunning = Boolean(stopped) && !error;
  const intl = useIntl();
  // The 1.x line: the demo's 1.x module once loaded, and what the visitor's 1.x edit compiled to.
  const onNext = usePackageChoice() === NEXT_PACKAGE;
  const next = useNextDemo(props.filename, onNext);
  const nextModule = onNext && next.status === 'ready' ? next.module : undefined;
  const nextEdit = useNextEdit(nextModule, asset.id);
  const nextError = nextEdit.error ?? (onNext && next.status === 'failed' ? next.error : undefined);
  const descriptionHtml = useMemo(() => (description ? markLongChipsInHtml(description) : undefined), [description]);

  return (
    <DemoIdContext.Provider value={asset.id}>
      <div
        id={asset.id}
        className={['dumi-default-previewer', props.className].filter(Boolean).join(' ')}
        style={props.style}
        data-debug={debug}
        data-active={hash === link || undefined}
      >
        <div
          className="dumi-default-previewer-demo"
          style={{ background: props.background }}
          data-compact={props.compact || undefined}
          data-transform={props.transform || undefined}
          data-iframe={iframe || undefined}
          data-error={(nextModule ? Boolean(nextEdit.error) : Boolean(shownError) && !loadFailed) || undefined}
          data-loading={live.loading || (onNext && next.status === 'loading') || undefined}
          data-package={nextModule ? NEXT_PACKAGE : undefined}
          ref={containerRef}
        >
          {iframe ? (
            <iframe
              title={title}
              style={typeof iframe === 'number' || typeof iframe === 'string' ? { height: Number(iframe) } : {}}
              src={props.demoUrl}
            />
          ) : nextModule ? (
            <NextDemoView module={nextModule} edited={nextEdit.component} />
          ) : (
            !stoppedRunning && (live.node || props.children)
          )}
        </div>
        {offerReload && <ReloadOffer part="editor" reason={error?.message} />}
        {onNext && next.status === 'failed' && <ReloadOffer part="demo" reason={next.error.message} />}
        {nextModule && nextError && <DemoError error={nextError} />}
        {!nextModule && shownError && !loadFailed && (
          <div className="dumi-default-previewer-demo-error">
            <IconCloseCircle />
            {shownError instanceof EndlessLoopError
              ? intl.formatMessage(
                  { id: 'site.demo.loop.stopped' },
                  {
                    loop: shownError.loop,
                    line: String(shownError.line),
                    passes: intl.formatNumber(shownError.passes),
                    milliseconds: intl.formatNumber(Math.round(shownError.milliseconds)),
                  },
                )
              : shownError.toString()}
          </div>
        )}
        <div className="dumi-default-previewer-meta">
          {(title || debug) && (
            <div className="dumi-default-previewer-desc">
              <h2 className="site-previewer-title">
                <a href={link}>
                  {debug && <strong>DEV ONLY</strong>}
                  {title}
                </a>
              </h2>
              {descriptionHtml && <div className="markdown" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />}
            </div>
          )}
          <PreviewerActions
            {...props}
            nextFiles={nextModule?.files}
            onSourceChange={nextModule ? nextEdit.edit : onSourceChange}
            demoContainer={(iframe ? container?.firstElementChild : container) as HTMLDivElement | HTMLIFrameElement}
          />
          <DemoCodeSlot file={props.filename} />
        </div>
      </div>
    </DemoIdContext.Provider>
  );
}
