/**
 * The live editor's compiler: what dumi runs on a demo's edited code before it evaluates it
 * (the site's React tech stack names it, src/plugins/tech-stack-plugin.ts). It compiles the
 * TypeScript and JSX as dumi's own compiler does, with sucrase, which keeps every line where the
 * visitor wrote it, then puts every loop under the loop guard (./loop-guard-transform.ts), so that
 * an endless loop stops with an error naming it instead of freezing the tab. It loads on the first
 * edit; the demos as shipped and exported are never compiled here and carry no guard.
 */
import { transform } from 'sucrase';
import { installLoopGuard } from './loop-guard';
import { guardLoops } from './loop-guard-transform';

installLoopGuard();

/** dumi's compile function: the code of one file, and `filename`, which is `<demo id>-<file name>`. */
export default async function compile(code: string, { filename }: { filename: string }): Promise<string> {
  const compiled = transform(code, { transforms: ['typescript', 'jsx', 'imports'] }).code;
  return guardLoops(compiled, filename);
}
