/**
 * "Open in CodeSandbox" and "Open in StackBlitz" of the site's demo actions
 * (.dumi/theme/slots/PreviewerActions.tsx): the exporters (src/runtime/sandbox-exporters.ts, with the
 * StackBlitz SDK, lz-string and the exported stylesheet) load on the first export, not with the
 * page. A failed load is tried once more; when that fails too, the promise rejects and the demo's
 * actions offer the reload (src/runtime/reload-offer.tsx); the next click tries again.
 */
import type { IPreviewerProps } from 'dumi';
import { SITE_BASE, SITE_URL } from '../site';
import { loadOnce } from './load-once';
import type { DemoExport } from './sandbox';
import type { PackageName } from '../converter/packages';

export type ExportHost = 'codesandbox' | 'stackblitz';

const loadExporters = loadOnce(() => import(/* webpackChunkName: "sandbox-export" */ './sandbox-exporters'));

/** What the exporters need of a previewer's props, and the address of its demo on the site. */
export function demoExportOf(props: Pick<IPreviewerProps, 'asset' | 'title' | 'description'>, pathname: string): DemoExport {
  const files: Record<string, string> = {};
  const packages: Record<string, string> = {};
  for (const [name, { type, value }] of Object.entries(props.asset.dependencies)) {
    if (type === 'NPM') packages[name] = value;
    else files[name] = value;
  }
  const path = pathname.startsWith(SITE_BASE) ? pathname.slice(SITE_BASE.length) : pathname.replace(/^\//, '');
  return {
    id: props.asset.id,
    title: props.title || props.asset.id,
    description: props.description,
    pageUrl: `${SITE_URL}${path}#${props.asset.id}`,
    files,
    packages,
  };
}

/** Exports a demo; `cascader` names the package its code imports when it is not rc-cascader. */
export function exportDemo(
  host: ExportHost,
  props: Pick<IPreviewerProps, 'asset' | 'title' | 'description'>,
  cascader?: PackageName,
): Promise<void> {
  const demo = { ...demoExportOf(props, window.location.pathname), ...(cascader && { cascader }) };
  return loadExporters().then((exporters) => (host === 'codesandbox' ? exporters.openCodeSandbox(demo) : exporters.openStackBlitz(demo)));
}

/** Exports a project the site wrote itself (the playground's configuration, src/playground/export.ts). */
export function exportProject(host: ExportHost, project: DemoExport): Promise<void> {
  return loadExporters().then((exporters) =>
    host === 'codesandbox' ? exporters.openCodeSandbox(project) : exporters.openStackBlitz(project),
  );
}
