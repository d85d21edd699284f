// Where a demo's code goes for a reader without JavaScript: an empty `<noscript>` naming the demo's
// file, which the build fills with its code on both lines (src/package-choice/node/static-code.ts).
// A browser that runs scripts shows none of it, and React leaves a `<noscript>`'s content alone.
import React from 'react';
import { DEMO_CODE_ATTRIBUTE, NEXT_ONLY_ATTRIBUTE } from '../../../../src/package-choice/shared';

export function DemoCodeSlot({ file, nextOnly }: { file?: string; nextOnly?: boolean }) {
  if (!file) return null;
  return <noscript {...{ [DEMO_CODE_ATTRIBUTE]: file, [NEXT_ONLY_ATTRIBUTE]: nextOnly || undefined }} />;
}
