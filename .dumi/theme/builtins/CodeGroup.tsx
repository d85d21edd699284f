// A group of code blocks shown as tabs, one per block, labelled by the block's title or language.
// The site's own Tabs (../slots/Tabs.tsx) lay them out, so rc-tabs, rc-menu and rc-dropdown stay out
// of the bundles, which the build checks (LEFT_OUT, src/plugins/module-swaps.ts).
import SourceCode from 'dumi/theme/builtins/SourceCode';
import React, { Children, isValidElement, type ReactNode } from 'react';
import Tabs from '../slots/Tabs';

interface CodeBlockProps {
  lang?: string;
  title?: string;
}

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function CodeGroup({ children }: { children?: ReactNode }) {
  const items = Children.toArray(children)
    .filter((child) => isValidElement<CodeBlockProps>(child) && child.type === SourceCode)
    .map((child, index) => {
      const block = child as React.ReactElement<CodeBlockProps>;
      return { key: String(block.key ?? index), label: block.props.title || block.props.lang || 'txt', children: block };
    });
  return <Tabs className="dumi-default-code-group" items={items} />;
}
