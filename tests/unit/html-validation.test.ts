import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { htmlPages, validateHtml } from '../../scripts/validate-html.mjs';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe('validateHtml', () => {
  it('accepts a valid page, React-style self-closing tags included', async () => {
    expect(await validateHtml(page('<pre><code><span class="line">a</span><br/></code></pre><input type="text" aria-label="x"/>'))).toEqual(
      [],
    );
  });

  it('flags a block inside <pre>, as the highlighted code blocks once rendered', async () => {
    const [problem] = await validateHtml(page('<pre><div>code</div></pre>'));
    expect(problem).toMatch(/element-permitted-content: <div> element is not permitted as content under <pre>/);
  });

  it('flags aria-label on an element without a role, as rc-select copies it onto its outer div', async () => {
    expect(await validateHtml(page('<div aria-label="Produce">x</div>'))).toEqual([expect.stringMatching(/aria-label-misuse/)]);
  });

  it("leaves out rc-select's tag list in a span, and only that", async () => {
    const wrap = '<span class="rc-cascader-selection-wrap"><div class="rc-cascader-selection-overflow"></div></span>';
    expect(await validateHtml(page(wrap))).toEqual([]);
    const other = '<span class="rc-cascader-selection-wrap"><div class="something-else"></div></span>';
    expect(await validateHtml(page(other))).toHaveLength(1);
    const elsewhere = '<span><div class="rc-cascader-selection-overflow"></div></span>';
    expect(await validateHtml(page(elsewhere))).toHaveLength(1);
  });
});

describe('htmlPages', () => {
  it("lists every page and leaves out dumi's /~demos/:id shell", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    for (const file of ['index.html', 'demo/simple/index.html', '~demos/:id/index.html', '~demos/a/index.html', 'a.css']) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    expect(htmlPages(dir)).toEqual(['demo/simple/index.html', 'index.html', '~demos/a/index.html']);
  });
});
