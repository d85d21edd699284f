// A demo of a feature that only @rc-component/cascader 1.x has (`checkStrictly`, `suffix`, …), used in a
// page's Markdown as `<NextOnlyDemo src="next/check-strictly.tsx" title="…" description="…" reason="…">`.
// Its file (docs/examples/next/) is 1.x code, made an entry of the 1.x demos by
// src/package-choice/node/next-demos-plugin.ts, and never compiled into the page's 3.x demos: 1.x and
// its stylesheet load only when chosen. The box is the Previewer's (same markup and classes), with a
// "1.x only" badge in the top corner of the demo's area.
// - On rc-cascader (the default, which the prerender and hydration see), the demo's area says why the
//   demo needs 1.x and offers a switch that does what choosing 1.x in the page's Package band does;
//   focus then goes to the demo's title link once the demo is shown, as the button it was on is gone.
// - On 1.x the demo's module loads and renders as the Previewer renders a 1.x demo (../components/package/NextDemoView.tsx),
//   with the actions: its code, edited live, and the exports on @rc-component/cascader. It has no
//   standalone page (dumi knows no such demo), so that action is left out; "Copy to Sketch" works on
//   the rendered box and is kept.
// - Without JavaScript, its code is under the box (../components/package/DemoCodeSlot.tsx).
import { useIntl, useLocation } from 'dumi';
import 'dumi/theme-default/builtins/Previewer/index.less';
import './Previewer.less';
import './NextOnlyDemo.less';
import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { nextOnlyId } from '../../../src/package-choice/next-only';
import { EXPORT_RUNTIME_VERSIONS, NEXT_CASCADER_VERSION } from '../../../src/generated/versions';
import { useNextDemo } from '../../../src/package-choice/client/next-demos';
import { usePackageChoice } from '../../../src/package-choice/client/store';
import { DemoBoundary, DemoIdContext } from '../../../src/runtime/demo-boundary';
import { ReloadOffer } from '../../../src/runtime/reload-offer';
import { DemoCodeSlot } from '../components/package/DemoCodeSlot';
import { DemoError, NextDemoView, useNextEdit } from '../components/package/NextDemoView';
import { choosePackage } from '../components/package/choose-package';
import PreviewerActions from '../slots/PreviewerActions';

interface NextOnlyDemoProps {
  /** The demo's file, under docs/examples (`next/check-strictly.tsx`). */
  src: string;
  title: string;
  /** Plain text; `code` in backticks is shown as code. */
  description?: string;
  /** Why the demo needs 1.x, in a few words (`checkStrictly` has no rc-cascader 3.x counterpart). */
  reason: string;
}

/** Text with its `backticked` parts as code. */
function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** @public dumi makes each component of the theme's builtins folder available in Markdown, by its file's name. */
export default function NextOnlyDemo({ src, title, description, reason }: NextOnlyDemoProps) {
  const intl = useIntl();
  const id = nextOnlyId(src);
  const link = `#${id}`;
  const { hash } = useLocation();
  const onNext = usePackageChoice() === NEXT_PACKAGE;
  const next = useNextDemo(`docs/examples/${src}`, onNext);
  const module = onNext && next.status === 'ready' ? next.module : undefined;
  const edit = useNextEdit(module, id);
  const titleLink = useRef<HTMLAnchorElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The demo as dumi would list it: its files, and the packages its export declares.
  const asset = useMemo(
    () =>
      module && {
        type: 'BLOCK' as const,
        id,
        refAtomIds: [],
        dependencies: {
          ...Object.fromEntries(Object.entries(module.files).map(([name, value]) => [name, { type: 'FILE' as const, value }])),
          [NEXT_PACKAGE]: { type: 'NPM' as const, value: NEXT_CASCADER_VERSION },
          react: { type: 'NPM' as const, value: EXPORT_RUNTIME_VERSIONS.react },
          'react-dom': { type: 'NPM' as const, value: EXPORT_RUNTIME_VERSIONS['react-dom'] },
        },
        entry: 'index.tsx',
      },
    [module, id],
  );
  // The switch is gone once 1.x is chosen: focus goes to the demo's title, once the demo (or the failure) is shown.
  const focusTitle = useRef(false);
  const switchToNext = () => {
    focusTitle.current = true;
    choosePackage(NEXT_PACKAGE);
  };
  const settled = onNext && (next.status === 'ready' || next.status === 'failed' || next.status === 'missing');
  useEffect(() => {
    if (!focusTitle.current || !settled) return;
    focusTitle.current = false;
    titleLink.current?.focus();
  }, [settled]);

  return (
    <DemoIdContext.Provider value={id}>
      <div id={id} className="dumi-default-previewer site-next-only" data-active={hash === link || undefined}>
        <div
          className="dumi-default-previewer-demo"
          data-error={Boolean(edit.error) || undefined}
          data-loading={(onNext && next.status === 'loading') || undefined}
          data-package={module ? NEXT_PACKAGE : undefined}
          ref={setContainer}
        >
          <span className="site-next-only-badge">{intl.formatMessage({ id: 'site.nextOnly.badge' })}</span>
          {module ? (
            <NextDemoView module={module} edited={edit.component} />
          ) : (
            !onNext && (
              // Marked as hydrated with the page, so that a click on the switch before then is played back.
              <DemoBoundary mark>
                <div className="site-next-only-note">
                  <p>{intl.formatMessage({ id: 'site.nextOnly.note' }, { reason: withCode(reason) })}</p>
                  <button type="button" className="site-next-only-switch" onClick={switchToNext}>
                    {intl.formatMessage({ id: 'site.nextOnly.switch' })}
                  </button>
                </div>
              </DemoBoundary>
            )
          )}
        </div>
        {onNext && next.status === 'failed' && <ReloadOffer part="demo" reason={next.error.message} />}
        {module && edit.error && <DemoError error={edit.error} />}
        <div className="dumi-default-previewer-meta">
          <div className="dumi-default-previewer-desc">
            <h2 className="site-previewer-title">
              <a href={link} ref={titleLink}>
                {title}
              </a>
            </h2>
            {description && (
              <div className="markdown">
                <p>{withCode(description)}</p>
              </div>
            )}
          </div>
          {module && asset && (
            <PreviewerActions
              asset={asset}
              title={title}
              description={description}
              demoUrl=""
              nextFiles={module.files}
              liveEdit
              onSourceChange={edit.edit}
              disabledActions={['EXTERNAL']}
              demoContainer={container as HTMLDivElement}
            >
              {null}
            </PreviewerActions>
          )}
          <DemoCodeSlot file={`docs/examples/${src}`} nextOnly />
        </div>
      </div>
    </DemoIdContext.Provider>
  );
}
