import React from 'react';
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

/** The end of the selector: a caret that points up while the menu is open. */
const caret: CascaderProps['suffix'] = ({ open }) => (
  <span aria-hidden="true" style={{ display: 'inline-block', transform: open ? 'rotate(180deg)' : undefined }}>
    ▾
  </span>
);

export default function Suffix() {
  return (
    <div>
      <label htmlFor="suffix-category" style={{ display: 'block', marginBottom: 8 }}>
        Category
      </label>
      <Cascader
        id="suffix-category"
        className="suffix-demo"
        options={catalogue}
        suffix={caret}
        placeholder="Choose a category"
        style={{ width: '100%', maxWidth: 360 }}
      />
    </div>
  );
}
