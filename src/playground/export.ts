/**
 * The playground's configuration as an exported project: the generated code (./code.ts) as the
 * demo's entry, handed to the site's exporter (src/runtime/demo-export.ts, src/runtime/sandbox.ts),
 * which makes it the same Vite project a demo becomes.
 */
import type { DemoExport } from '../runtime/sandbox';
import type { PackageName } from '../converter/packages';

export function playgroundExport(code: string, pageUrl: string, cascader: PackageName = 'rc-cascader'): DemoExport {
  return {
    cascader,
    id: 'rc-cascader-playground',
    title: 'rc-cascader playground',
    description: 'A configuration made in the rc-cascader playground: the cascader with the props and data chosen there.',
    pageUrl,
    files: { 'index.tsx': code },
    // react, react-dom and the cascader, the only packages the code imports, come at the site's versions.
    packages: {},
  };
}
