/**
 * What a demo export needs beyond the page, loaded as one chunk on a visitor's first export
 * (src/runtime/demo-export.ts): the StackBlitz SDK, lz-string for CodeSandbox's define API, the
 * exported stylesheet (rc-cascader's compiled CSS followed by the site's demo theme) and the
 * versions the exported project declares.
 */
import sdk from '@stackblitz/sdk';
import LZString from 'lz-string';
import { DEMO_THEME_CSS, NEXT_CASCADER_CSS, RC_CASCADER_CSS } from '../generated/rc-cascader-css';
import { EXPORT_RUNTIME_VERSIONS, EXPORT_TOOL_VERSIONS, NEXT_CASCADER_VERSION } from '../generated/versions';
import { CODESANDBOX_CONFIG, exportedProject, sandboxStylesheet, type DemoExport } from './sandbox';

export const SANDBOX_CSS = sandboxStylesheet(RC_CASCADER_CSS, DEMO_THEME_CSS);

/** CodeSandbox's define API (https://codesandbox.io/docs/learn/sandboxes/cli-api). */
export const CODESANDBOX_DEFINE = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The demo's Vite project. */
export function projectOf(demo: DemoExport): Record<string, string> {
  if (demo.cascader !== '@rc-component/cascader') {
    return exportedProject(demo, SANDBOX_CSS, { runtime: EXPORT_RUNTIME_VERSIONS, tools: EXPORT_TOOL_VERSIONS });
  }
  // The playground's code on @rc-component/cascader: that package and its stylesheet in place of rc-cascader's.
  const { 'rc-cascader': _rcCascader, ...runtime } = EXPORT_RUNTIME_VERSIONS;
  return exportedProject(demo, sandboxStylesheet(NEXT_CASCADER_CSS, DEMO_THEME_CSS), {
    runtime: { ...runtime, '@rc-component/cascader': NEXT_CASCADER_VERSION },
    tools: EXPORT_TOOL_VERSIONS,
  });
}

/** The define API's `parameters`: the files as JSON, LZ-compressed to URL-safe base64. */
export function codeSandboxParameters(files: Record<string, string>): string {
  const body = { files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, { content, isBinary: false }])) };
  return LZString.compressToBase64(JSON.stringify(body)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Posts the project to CodeSandbox in a new tab, as its Node template (a Devbox that runs `npm run dev`). */
export function openCodeSandbox(demo: DemoExport): void {
  const files = { ...projectOf(demo), 'sandbox.config.json': CODESANDBOX_CONFIG };
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = CODESANDBOX_DEFINE;
  form.target = '_blank';
  form.hidden = true;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'parameters';
  input.value = codeSandboxParameters(files);
  form.append(input);
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Opens the project on StackBlitz, on WebContainers (`template: 'node'`), which install it and run `npm run dev`. */
export function openStackBlitz(demo: DemoExport): void {
  const files = projectOf(demo);
  const { description } = JSON.parse(files['package.json']) as { description: string };
  sdk.openProject({ title: demo.title, description, template: 'node', files }, { openFile: 'src/App.tsx', newWindow: true });
}
