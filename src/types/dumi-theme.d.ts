// dumi's theme alias: `dumi/theme/slots/<Name>` is the slot the site overrides in .dumi/theme/slots, or the default
// theme's, resolved by dumi at build time (the owned DocLayout renders the slots through it, as dumi's layout does).
declare module 'dumi/theme/slots/*' {
  import type { ComponentType, ReactNode } from 'react';

  const Slot: ComponentType<{ children?: ReactNode }>;
  export default Slot;
}
