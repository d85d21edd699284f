/**
 * @rc-component/cascader as the 1.x demos run it: the package itself, with its stylesheet scoped to
 * the element around each 1.x demo (both lines share the `rc-cascader` class names, so an unscoped
 * sheet would restyle every 3.x cascader of the page) and its popup rendered into a scoped element
 * at the end of the body, where a 3.x popup would be. A demo's own `getPopupContainer` wins.
 * The compiled 1.x demos import it in place of the package (src/package-choice/node/next-demos.ts);
 * the code a visitor reads and exports imports the package. Loaded only with a 1.x demo.
 */
import Cascader, { Panel, type CascaderProps, type CascaderRef } from '@rc-component/cascader';
import React, { forwardRef } from 'react';
import { NEXT_CASCADER_SCOPED_CSS } from '../../generated/next-cascader-css';
import { NEXT_SCOPE } from './scope';

/** @public The compiled 1.x demos import the package's types from here, as their code imports them from the package. */
export type { BaseOptionType, CascaderProps, CascaderRef, DefaultOptionType, FieldNames, SearchConfig } from '@rc-component/cascader';

const POPUP_ROOT_ID = 'site-cascader-next-popups';

/** The scoped element at the end of the body that holds 1.x's popups, made on first use. */
function nextPopupRoot(): HTMLElement {
  const found = document.getElementById(POPUP_ROOT_ID);
  if (found) return found;
  const root = document.createElement('div');
  root.id = POPUP_ROOT_ID;
  root.className = NEXT_SCOPE;
  document.body.append(root);
  return root;
}

/** The scoped stylesheet, put in the document's head once however many cascaders render it. */
function NextStylesheet() {
  return (
    <style href="site-cascader-next" precedence="default">
      {NEXT_CASCADER_SCOPED_CSS}
    </style>
  );
}

const ScopedCascader = forwardRef<CascaderRef, CascaderProps>(function ScopedCascader(props, ref) {
  return (
    <>
      <NextStylesheet />
      <Cascader {...props} ref={ref} getPopupContainer={props.getPopupContainer ?? nextPopupRoot} />
    </>
  );
});

function ScopedPanel(props: React.ComponentProps<typeof Panel>) {
  return (
    <>
      <NextStylesheet />
      <Panel {...props} />
    </>
  );
}

/** The package's default export, with its statics. */
const NextCascader = Object.assign(ScopedCascader, {
  Panel: ScopedPanel,
  SHOW_PARENT: Cascader.SHOW_PARENT,
  SHOW_CHILD: Cascader.SHOW_CHILD,
}) as unknown as typeof Cascader;

/** @public The package's named export, for a 1.x demo that imports it. */
export { ScopedPanel as Panel };
export default NextCascader;
