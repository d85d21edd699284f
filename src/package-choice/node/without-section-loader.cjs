/**
 * A webpack loader of the browser's bundle (./next-reference-plugin.ts): gives a page's Markdown
 * without its 1.x reference, which the plugin cut out and passes as the option `content`.
 */
module.exports = function withoutNextReference() {
  return this.getOptions().content;
};
