// The playground's cascader on the chosen package: rc-cascader 3.x as the page ships it, or
// @rc-component/cascader 1.x, loaded when first chosen (./on-demand.ts): the scoped copy the 1.x demos
// run (src/package-choice/client/next-cascader.tsx), inside the element its stylesheet is scoped to. While
// 1.x loads, or when it fails to, the stage says so; choosing the package again retries.
import { useIntl } from 'dumi';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import React, { type ComponentType } from 'react';
import { NEXT_PACKAGE, type PackageName } from '../../../../src/converter/packages';
import { NEXT_SCOPE } from '../../../../src/package-choice/client/scope';
import { onDemand, useOnDemand } from './on-demand';

const nextCascader = onDemand(() =>
  import('../../../../src/package-choice/client/next-cascader').then(
    (module) => module.default as unknown as ComponentType<Record<string, unknown>>,
  ),
);

interface PlaygroundCascaderProps {
  pkg: PackageName;
  /** The props, spelt for the package (src/playground/props.ts). */
  props: Record<string, unknown>;
  /** A new cascader when this changes (the shape of the value, the keys or the data). */
  remount: string;
}

/** Mounted afresh for each choice of package (the page keys it by the package), so a failure is the last attempt's. */
export default function PlaygroundCascader({ pkg, props, remount }: PlaygroundCascaderProps) {
  const intl = useIntl();
  const { value: Next, failed } = useOnDemand(nextCascader, pkg === NEXT_PACKAGE);

  if (pkg !== NEXT_PACKAGE) {
    return (
      <div className="site-playground-stage" data-package={pkg}>
        <Cascader key={remount} {...(props as CascaderProps)} />
      </div>
    );
  }
  return (
    <div className="site-playground-stage" data-package={pkg} aria-busy={!Next && !failed}>
      {Next ? (
        <div className={NEXT_SCOPE}>
          <Next key={remount} {...props} />
        </div>
      ) : (
        <p className={failed ? 'site-playground-error' : 'site-playground-loading'} role={failed ? 'alert' : undefined}>
          {intl.formatMessage({ id: failed ? 'site.playground.package.failed' : 'site.playground.package.loading' }, { name: pkg })}
        </p>
      )}
    </div>
  );
}
