/**
 * Removes one external head script from a built page. umi writes each head script twice: as a
 * tag in `<head>`, and in the JSON of `window.__UMI_METADATA_LOADER_DATA__`, from which React
 * renders the head again while hydrating; both must go, or hydration would not match.
 */
export function withoutHeadScript(html: string, src: string): string {
  const escaped = src.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // Prerendered pages write `src` first; the client-rendered demo pages (`/~demos/…`), `async` first.
  const tag = new RegExp(`<script (?:async(?:="")? )?src="${escaped}"(?: async(?:="")?)?></script>\\n?`, 'g');
  const json = new RegExp(`,?\\{"src":"${escaped}"(?:,"async":true)?\\}`, 'g');
  return html.replace(tag, '').replace(json, '').replace(/"headScripts":\[,/g, '"headScripts":[');
}
