// dumi's theme alias: `dumi/theme/<builtins|slots>/<Name>` is the component the site overrides in .dumi/theme, or the
// default theme's, resolved by dumi at build time (the site's own layout and demo actions render them through it, as
// dumi's do). The ones rendered with props take the default's props.
declare module 'dumi/theme/slots/SourceCodeEditor' {
  export { default } from 'dumi/theme-default/slots/SourceCodeEditor';
}
declare module 'dumi/theme/slots/PreviewerActionsExtra' {
  export { default } from 'dumi/theme-default/slots/PreviewerActionsExtra';
}
declare module 'dumi/theme/builtins/SourceCode' {
  export { default } from 'dumi/theme-default/builtins/SourceCode';
}
declare module 'dumi/theme/slots/*' {
  import type { ComponentType, ReactNode } from 'react';

  const Slot: ComponentType<{ children?: ReactNode }>;
  export default Slot;
}
