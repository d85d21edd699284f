// umi compiles an imported .svg into a URL (default export) and a React component (svgr).
declare module '*.svg' {
  import type { FC, SVGProps } from 'react';

  export const ReactComponent: FC<SVGProps<SVGSVGElement>>;
  const url: string;
  export default url;
}
