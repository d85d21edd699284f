/** The class of the element that scopes 1.x's stylesheet (src/generated/next-cascader-css.ts): each 1.x demo sits in one, and so do its popups. */
export const NEXT_SCOPE = 'site-cascader-next';
