// @rc-component/cascader 1.x on the playground, its own chunk (loaded when the Package choice names
// it; ./PlaygroundCascader.tsx): the cascader the 1.x demos run (src/package-choice/client/next-cascader.tsx),
// with its scoped stylesheet and its popup in the scoped element at the end of the body, inside the
// element its stylesheet is scoped to.
import React from 'react';
import type { CascaderProps } from '@rc-component/cascader';
import NextCascader from '../../../../src/package-choice/client/next-cascader';
import { NEXT_SCOPE } from '../../../../src/package-choice/client/scope';

export default function PlaygroundNextCascader(props: CascaderProps) {
  return (
    <div className={NEXT_SCOPE}>
      <NextCascader {...props} />
    </div>
  );
}
