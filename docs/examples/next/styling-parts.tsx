import React, { useState } from 'react';
import Cascader from '@rc-component/cascader';
import type { CascaderProps, DefaultOptionType } from '@rc-component/cascader';
import '@rc-component/cascader/assets/index.less';

/** An option of the catalogue: its value is a string. */
type Category = DefaultOptionType & { value: string; label: string; children?: Category[] };

/** A small shop catalogue: department → category → product line. */
const catalogue: Category[] = [
  {
    value: 'electronics',
    label: 'Electronics',
    children: [
      {
        value: 'phones',
        label: 'Phones',
        children: [
          { value: 'smartphones', label: 'Smartphones' },
          { value: 'phone-cases', label: 'Phone cases' },
        ],
      },
      {
        value: 'audio',
        label: 'Audio',
        children: [
          { value: 'headphones', label: 'Headphones' },
          { value: 'speakers', label: 'Speakers' },
        ],
      },
    ],
  },
  {
    value: 'books',
    label: 'Books',
    children: [
      {
        value: 'fiction',
        label: 'Fiction',
        children: [
          { value: 'crime', label: 'Crime' },
          { value: 'science-fiction', label: 'Science fiction' },
        ],
      },
      { value: 'travel', label: 'Travel' },
    ],
  },
];

type Styles = NonNullable<CascaderProps['styles']>;
type SelectorPart = Exclude<keyof Styles, 'popup'>;
type PopupPart = keyof NonNullable<Styles['popup']>;
type Part = SelectorPart | `popup.${PopupPart}`;

/** Every part that `classNames` and `styles` name, in the order they sit on screen. */
const PARTS: { name: Part; description: string }[] = [
  { name: 'prefix', description: 'The prefix, before the rest.' },
  { name: 'content', description: 'What holds the tags and the text field.' },
  { name: 'item', description: 'Each tag.' },
  { name: 'itemContent', description: 'The text of each tag.' },
  { name: 'itemRemove', description: 'The remove button of each tag.' },
  { name: 'input', description: 'The text field.' },
  { name: 'placeholder', description: 'The placeholder: remove both tags to see it.' },
  { name: 'suffix', description: 'The suffix, at the end.' },
  { name: 'popup.list', description: 'Each column of the menu.' },
  { name: 'popup.listItem', description: 'Each option of a column.' },
];

// Drawn inside the part's edge: a part in a box that clips what overflows it (a tag in content) keeps it whole.
const OUTLINE: React.CSSProperties = { outline: '2px solid #c41d7f', outlineOffset: -2 };

/** The `styles` that outline one part, and nothing else. */
function outlined(part: Part | null): Styles {
  if (!part) return {};
  if (part.startsWith('popup.')) return { popup: { [part.slice('popup.'.length)]: OUTLINE } };
  return { [part]: OUTLINE };
}

export default function StylingParts() {
  // The part under the pointer or focused, else the one last clicked (for touch screens).
  const [pointed, setPointed] = useState<Part | null>(null);
  const [pinned, setPinned] = useState<Part | null>(null);
  const shown = pointed ?? pinned;

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <p id="styling-parts-hint" style={{ marginTop: 0 }}>
          Point at a part, or focus it, to outline it:
        </p>
        <ul aria-describedby="styling-parts-hint" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {PARTS.map(({ name, description }) => (
            <li key={name} style={{ marginBottom: 4 }}>
              <button
                type="button"
                aria-pressed={pinned === name}
                onMouseEnter={() => setPointed(name)}
                onMouseLeave={() => setPointed(null)}
                onFocus={() => setPointed(name)}
                onBlur={() => setPointed(null)}
                onClick={() => setPinned((current) => (current === name ? null : name))}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  padding: '4px 8px',
                  font: 'inherit',
                  color: 'inherit',
                  cursor: 'pointer',
                  border: '1px solid',
                  borderColor: shown === name ? '#c41d7f' : 'transparent',
                  borderRadius: 4,
                  background: 'transparent',
                }}
              >
                <code>{name}</code> {description}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div style={{ flex: '2 1 300px', minWidth: 0 }}>
        <label htmlFor="styling-parts-cascader" style={{ display: 'block', marginBottom: 8 }}>
          Categories
        </label>
        {/* The open menu sits in this box, inside the demo, and scrolls sideways on a narrow screen. */}
        <div style={{ position: 'relative', minHeight: 260, padding: 2, overflowX: 'auto' }}>
          <Cascader
            id="styling-parts-cascader"
            checkable
            showSearch
            open
            options={catalogue}
            defaultValue={[
              ['electronics', 'phones', 'smartphones'],
              ['books', 'travel'],
            ]}
            prefix="Show:"
            suffix="▾"
            placeholder="Check categories"
            styles={outlined(shown)}
            getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </div>
      </div>
    </div>
  );
}
