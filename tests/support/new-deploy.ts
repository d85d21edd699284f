/**
 * A second deploy of the built site, derived from dist/ rather than built again (a build takes
 * minutes): every hashed script gets a new hash (so every chunk the old build's runtime asks for
 * is gone, as after a real deploy), every reference to it is rewritten (the HTML, the webpack
 * runtime's chunk table, other chunks), and chosen sentences of chosen pages are changed in the
 * prerendered HTML and in the page's chunk, so a test can tell which build it sees.
 */
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A sentence changed by the new deploy: `from` becomes `to`, in the page's HTML and its chunk. */
export interface ChangedText {
  from: string;
  to: string;
}

const HASHED_SCRIPT = /^(.+)\.([0-9a-f]{8})((?:\.async)?\.js)$/;
const TEXT_FILE = /\.(?:html|js|json)$/;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** How a string stands in the minified scripts: non-ASCII characters as \uXXXX escapes. */
function escapedForScript(text: string, upper: boolean): string {
  return text.replace(/[^\x00-\x7f]/g, (char) => {
    const hex = char.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
}

/**
 * Copies `dist` to `target` as the next deploy; returns the old and new names of the renamed
 * scripts. Throws when a changed sentence is missing from the HTML or from every script.
 */
export function deriveNewDeploy(dist: string, target: string, changes: ChangedText[]): Map<string, string> {
  cpSync(dist, target, { recursive: true });
  const hashes = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of readdirSync(target)) {
    const match = HASHED_SCRIPT.exec(name);
    if (!match) continue;
    const fresh = createHash('sha256').update(`next deploy ${match[2]}`).digest('hex').slice(0, 8);
    hashes.set(match[2], fresh);
    renamed.set(name, `${match[1]}.${fresh}${match[3]}`);
    renameSync(join(target, name), join(target, `${match[1]}.${fresh}${match[3]}`));
  }
  const anyHash = new RegExp(`\\b(?:${[...hashes.keys()].join('|')})\\b`, 'g');
  const found = changes.map(() => ({ html: false, script: false }));
  for (const file of filesBelow(target).filter((path) => TEXT_FILE.test(path))) {
    let text = readFileSync(file, 'utf8').replace(anyHash, (hash) => hashes.get(hash)!);
    changes.forEach(({ from, to }, index) => {
      const isHtml = file.endsWith('.html');
      // Each distinct form once: for an ASCII sentence the escaped forms are the sentence itself.
      const forms = new Map(
        isHtml
          ? [[from, to]]
          : [false, true, false].map((upper, index) =>
              index === 0 ? [from, to] : [escapedForScript(from, upper), escapedForScript(to, upper)],
            ),
      );
      for (const [before, after] of forms) {
        if (!text.includes(before)) continue;
        text = text.split(before).join(after);
        found[index][isHtml ? 'html' : 'script'] = true;
      }
    });
    writeFileSync(file, text);
  }
  found.forEach(({ html, script }, index) => {
    if (!html || !script) throw new Error(`The new deploy could not change "${changes[index].from}" (html: ${html}, script: ${script})`);
  });
  return renamed;
}
