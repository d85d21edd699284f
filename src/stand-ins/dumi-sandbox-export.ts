/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/openCodeSandbox.js and openStackBlitz.js (swap "sandbox exporters on demand").
 *
 * Stands in for dumi's `openCodeSandbox` and `openStackBlitz` in its theme API (swapped by
 * src/build/module-swaps.ts): the same exports, with their 9 kB (gzipped) loaded on the first
 * export instead of on every page.
 *
 * The exported project carries rc-cascader's compiled stylesheet and the site's demo theme, which
 * come with the exporters and reach the site's export hooks (.dumi/app.ts) as `sandboxStylesheet`
 * beside the demo's data.
 * If the chunk cannot be loaded, the visitor is told so and can try again.
 */
import type { IPreviewerProps } from 'dumi';
import { loadOnce } from '../runtime/load-once';
import { alertMessage } from '../site/alert-messages';

export type ExportData = IPreviewerProps;

/** What the export hooks receive: the demo's data and the stylesheet its project carries. */
export type ExportArgs = ExportData & { sandboxStylesheet?: string };

type Exporters = typeof import('../runtime/sandbox-exporters');


/** The exporters' chunk, loaded once; a failed load is forgotten so the next click tries again. */
const loadExporters = loadOnce(() => import(/* webpackChunkName: "sandbox-export" */ '../runtime/sandbox-exporters'));

function exportWith(open: (exporters: Exporters, data: ExportArgs) => void, data: ExportData): Promise<void> {
  return loadExporters().then(
    (exporters) => open(exporters, { ...data, sandboxStylesheet: exporters.SANDBOX_CSS }),
    () => window.alert(alertMessage(document.documentElement.lang, 'site.export.failed')),
  );
}

export function openCodeSandbox(data: ExportData, opts?: { api?: string }): Promise<void> {
  return exportWith((exporters, args) => exporters.openCodeSandbox(args, opts), data);
}

export function openStackBlitz(data: ExportData): Promise<void> {
  return exportWith((exporters, args) => exporters.openStackBlitz(args), data);
}
