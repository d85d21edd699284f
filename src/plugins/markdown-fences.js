// Markdown lines outside fenced code blocks, for the build's Markdown copies (markdown-copies.ts) and the link
// checker (scripts/check-links.mjs). CommonJS, so that umi's config loader and Node's ES modules can both read it.

/** The lines of `markdown` that are not inside a ``` or ~~~ fence, fence lines left out, in order. */
function linesOutsideFences(markdown) {
  const lines = [];
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line);
  }
  return lines;
}

exports.linesOutsideFences = linesOutsideFences;
