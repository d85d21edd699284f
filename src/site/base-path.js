// The site's base path in one form, for the build (src/site/index.ts) and the scripts that serve and
// check dist/. CommonJS, so that umi's config loader, webpack and Node's ES modules can all read it.

/** `/`, `docs`, `/docs/` → `/`, `/docs/`, `/docs/`; nothing at all → `/`. */
function normaliseBase(base = '/') {
  const trimmed = (base ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

exports.normaliseBase = normaliseBase;
