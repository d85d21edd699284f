/**
 * A webpack loader (production only, see src/plugins/performance.ts). dumi names the dynamic
 * imports of every page's texts and demo sources `meta__docs`, and of every demo component
 * `demos`, so webpack puts the whole site's texts, demo sources and demos in three chunks that
 * every page downloads. Dropping those names lets webpack give each page its own chunks.
 */
const SHARED_CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"(?:meta__[\w-]*|(?:[\w-]+__)?demos)"\s*\*\/\s*/g;

/** Removes dumi's site-wide chunk names from a module's source; other chunk names stay. */
function unnameSharedChunks(source) {
  return source.replace(SHARED_CHUNK_NAME, '');
}

module.exports = function pageChunksLoader(source) {
  return unnameSharedChunks(source);
};
module.exports.unnameSharedChunks = unnameSharedChunks;
