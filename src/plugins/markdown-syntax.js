// The one Markdown parser of the build's own code: remark (mdast) over a file's text, and where its fenced
// code blocks are, for the Markdown copies (./markdown-copies/), the link checker (scripts/check-links.mjs) and
// the cut of the 1.x API reference (src/package-choice/node/next-reference.ts).
// CommonJS, so that umi's config loader and Node's ES modules can both read it.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS (above); Node loads these ES modules through require. */
const { unified } = require('unified');
const remarkParse = require('remark-parse').default;
/* eslint-enable @typescript-eslint/no-require-imports */

const parser = unified().use(remarkParse);

/**
 * A node of the syntax tree (mdast), as far as the build reads it.
 * @typedef {object} MarkdownNode
 * @property {string} type `root`, `heading`, `code`, …
 * @property {{ start: { line: number }, end: { line: number } }} [position] its lines, from 1
 * @property {MarkdownNode[]} [children]
 */

/**
 * The trees of the texts parsed lately: the build reads a page's body twice and checks each copy as it
 * writes it, and its tests check them again.
 */
const recent = new Map();

/**
 * The syntax tree of `markdown`, as CommonMark reads it (dumi adds GFM, which changes no code block).
 * The same text gives the same tree, which its readers leave as it is.
 * @param {string} markdown
 * @returns {MarkdownNode}
 */
function parseMarkdown(markdown) {
  let tree = recent.get(markdown);
  if (!tree) {
    if (recent.size >= 500) recent.clear();
    tree = /** @type {MarkdownNode} */ (parser.parse(markdown));
    recent.set(markdown, tree);
  }
  return tree;
}

/**
 * @typedef {object} FencedBlock
 * @property {number} start the 0-based line of its opening fence
 * @property {number} end the 0-based line of its closing fence (the last line of the text when unclosed)
 * @property {string} marker the opening fence's run of backticks or tildes
 * @property {string} info what follows the opening fence, trimmed: `tsx | pure`
 * @property {boolean} closed whether a fence closes it
 */

/**
 * Every fenced code block of `markdown` (at any depth: in a list, a quote), in order.
 * @param {string} markdown
 * @param {MarkdownNode} [tree] its syntax tree, when the caller has it
 * @returns {FencedBlock[]}
 */
function fencedBlocks(markdown, tree = parseMarkdown(markdown)) {
  const lines = markdown.split('\n');
  const blocks = [];
  /** @param {MarkdownNode} node */
  const visit = (node) => {
    if (node.type === 'code' && node.position) {
      const start = node.position.start.line - 1;
      const end = node.position.end.line - 1;
      const opening = /^\s*(`{3,}|~{3,})(.*)$/.exec(lines[start]);
      // An indented code block has no fence.
      if (opening) {
        const closing = end > start ? /^\s*(`{3,}|~{3,})\s*$/.exec(lines[end]) : null;
        const closed = Boolean(closing && closing[1][0] === opening[1][0] && closing[1].length >= opening[1].length);
        blocks.push({ start, end, marker: opening[1], info: opening[2].trim(), closed });
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return blocks;
}

/**
 * The lines of `markdown` that are not inside a fenced code block, fence lines left out, in order.
 * @param {string} markdown
 * @returns {string[]}
 */
function linesOutsideFences(markdown) {
  const inside = new Set();
  for (const { start, end } of fencedBlocks(markdown)) for (let line = start; line <= end; line += 1) inside.add(line);
  return markdown.split('\n').filter((_, index) => !inside.has(index));
}

exports.parseMarkdown = parseMarkdown;
exports.fencedBlocks = fencedBlocks;
exports.linesOutsideFences = linesOutsideFences;
