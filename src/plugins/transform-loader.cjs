/**
 * A webpack loader that hands a module's source to the function given as its `transform` option
 * (src/plugins/page-chunks.ts), so that the rewrite is written in TypeScript and records into the
 * build's patch tally. Options objects reach a loader as they were given, functions included.
 */
module.exports = function transformLoader(source) {
  const { transform } = this.getOptions();
  return transform(source, { resourcePath: this.resourcePath, resourceQuery: this.resourceQuery });
};
