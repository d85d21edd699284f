/**
 * The Markdown copy of every page, and the llms.txt files, written at build time from the same
 * sources as the pages (docs/**.md and the demos in docs/examples/), for coding assistants and
 * scripts that read the documentation (../llms-plugin.ts writes them into dist/).
 *
 * A copy is the page's Markdown as a plain Markdown reader shows it: the front matter turned into
 * a title and a summary, each `<code src>` demo replaced by its title, description and full source
 * (with the CSS and data modules it imports from the examples folder), the theme's HTML (row
 * anchors, `<kbd>`, heading ids) turned into Markdown, and every link absolute under SITE_URL.
 * Whatever HTML would be left makes the build fail, naming the page.
 *
 * One module per job: the pages and their routes (sources.ts, routes.ts), the rewrites inside a line
 * (inline.ts), a demo's Markdown (demos.ts), a page's body (page-body.ts), the copies (page-copy.ts),
 * the llms.txt files (llms-txt.ts). Their words are in src/site/messages.ts. This module names what
 * the build and the tests use.
 */
export { readDocSources, routeOfFile, splitFrontMatter, type FrontMatter } from './sources';
export { routesOfApp, type AppRoute } from './routes';
export { absoluteLink, decodeEntities, inlineMarkdown, leftoverHtml, outsideCodeSpans } from './inline';
export { fenceFor, relativeImports } from './demos';
export { demoCopy, pageCopy, type MarkdownCopy } from './page-copy';
export { llmsFullTxt, llmsTxt, readingOrder } from './llms-txt';
