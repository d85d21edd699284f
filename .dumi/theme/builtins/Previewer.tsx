// Why: the default previewer titles each demo with an <h5>, which skips heading levels right after the page's <h1> or an <h2> (see src/components/AccessiblePreviewer.tsx).
// The previewer is not loaded lazily like the code highlighter: behind a Suspense boundary of its
// own, a prerendered demo was hidden for a moment after the first paint (a layout shift of 0.2–0.4).
export { default } from '../../../src/components/AccessiblePreviewer';
