/**
 * Edits of a source text by position. Every edit replaces one range [start, end) of the original
 * text (an insertion has start = end); text outside every edit is copied byte for byte, so what the
 * converter does not change keeps its formatting and comments. Edits either do not overlap or one
 * holds the other: an edit that moves a range elsewhere removes it (an empty replacement) and
 * renders it, with the edits inside it, where it lands (`render`).
 */

export interface Edit {
  start: number;
  end: number;
  /** The replacement; a function is asked when the edit is applied, so it can render other ranges. */
  text: string | (() => string);
}

export class EditList {
  private readonly edits: Edit[] = [];

  constructor(private readonly source: string) {}

  add(start: number, end: number, text: string | (() => string)): void {
    this.edits.push({ start, end, text });
  }

  /** True when an edit already replaces part of [start, end) (an insertion at its edge does not count). */
  touches(start: number, end: number): boolean {
    return this.edits.some((edit) => edit.start < end && edit.end > start && edit.end > edit.start);
  }

  /** The text of [start, end) of the source with the edits inside it applied. */
  render(start: number, end: number): string {
    const inside = this.edits
      .map((edit, order) => ({ edit, order }))
      .filter(({ edit }) => edit.start >= start && edit.end <= end && !(edit.start === start && edit.end === end && edit.start < edit.end))
      // By position; at one position, insertions first, then the widest edit, then in the order added.
      .sort(
        (a, b) =>
          a.edit.start - b.edit.start ||
          Number(b.edit.end === b.edit.start) - Number(a.edit.end === a.edit.start) ||
          b.edit.end - a.edit.end ||
          a.order - b.order,
      );
    let out = '';
    let at = start;
    for (const { edit } of inside) {
      // An edit inside one applied already is part of that one's text (or removed with it).
      if (edit.start < at) continue;
      out += this.source.slice(at, edit.start);
      out += typeof edit.text === 'string' ? edit.text : edit.text();
      at = edit.end;
    }
    return out + this.source.slice(at, end);
  }

  /** The whole source with every edit applied. */
  apply(): string {
    return this.render(0, this.source.length);
  }
}
