// A demo's 1.x module as the site renders it, shared by the demo box of every demo (../../builtins/Previewer.tsx)
// and of the demos that exist only on 1.x (../../builtins/NextOnlyDemo.tsx): the live component inside the
// element that scopes 1.x's stylesheet, marked as hydrated (it is React's from its first render), an
// error it throws shown in the box; and the visitor's edit of its entry file, compiled in the browser
// (src/package-choice/client/next-live.ts, loaded on the first 1.x edit: every page's theme bundle has
// this file, and most visits never edit a 1.x demo).
import React, { Component, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { NextDemoModule } from '../../../../src/package-choice/client/next-demo-types';
import { loadOnce } from '../../../../src/runtime/load-once';
import { NEXT_SCOPE } from '../../../../src/package-choice/client/scope';
import { DemoBoundary } from '../../../../src/runtime/demo-boundary';
import { IconCloseCircle } from '../icons';

const loadNextLive = loadOnce(() => import(/* webpackChunkName: "next-live" */ '../../../../src/package-choice/client/next-live'));

/** An error in the demo's box, as dumi's default previewer shows one. */
export function DemoError({ error, alert }: { error: Error; alert?: boolean }) {
  return (
    <div className="dumi-default-previewer-demo-error" role={alert ? 'alert' : undefined}>
      <IconCloseCircle />
      {error.toString()}
    </div>
  );
}

/** A 1.x demo that throws shows the error in the demo's box, as dumi's boundary does for 3.x. */
class NextDemoErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    return error ? <DemoError error={error} alert /> : this.props.children;
  }
}

/** The 1.x demo, or the visitor's edit of it, in the scope of 1.x's stylesheet. */
export function NextDemoView({ module, edited }: { module: NextDemoModule; edited?: ComponentType }) {
  return (
    <div className={NEXT_SCOPE}>
      <DemoBoundary mark>
        <NextDemoErrorBoundary key={edited ? 'edited' : 'shipped'}>{React.createElement(edited ?? module.default)}</NextDemoErrorBoundary>
      </DemoBoundary>
    </div>
  );
}

export interface NextEdit {
  /** What the last edit that compiled renders. */
  component?: ComponentType;
  /** Why the last edit did not compile or run (the last that did stays shown). */
  error?: Error;
  /** Compiles the demo's edited files (`index.tsx`, its entry); nothing without a module. */
  edit: (source: Record<string, string>) => void;
}

/** The visitor's edits of a 1.x demo's entry file; an edit belongs to the module it was made on. */
export function useNextEdit(module: NextDemoModule | undefined, demoId: string): NextEdit {
  const [shown, setShown] = useState<{ component?: ComponentType; error?: Error }>({});
  const edit = useCallback(
    (source: Record<string, string>) => {
      if (!module) return;
      loadNextLive()
        .then(({ compileNextDemo }) => compileNextDemo(source['index.tsx'] ?? '', demoId, module))
        .then(
          (component) => setShown({ component }),
          (failure: unknown) => setShown((last) => ({ ...last, error: failure instanceof Error ? failure : new Error(String(failure)) })),
        );
    },
    [module, demoId],
  );
  const [editedModule, setEditedModule] = useState(module);
  if (editedModule !== module) {
    setEditedModule(module);
    setShown({});
  }
  return { ...shown, edit };
}
