/**
 * The id of each layout's main content (DocLayout's <article>, DemoLayout's <main>), where the skip
 * link leads. A module of its own: the layouts that carry the id do not load the link's code, which
 * only the global layout renders.
 */
export const MAIN_CONTENT_ID = 'site-main-content';
