import React, { useState } from 'react';
import Cascader from '@rc-component/cascader';
import type { DefaultOptionType } from '@rc-component/cascader';
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

export default function CheckStrictly() {
  const [value, setValue] = useState<string[][]>([]);

  return (
    <div>
      <label id="strict-categories-label" htmlFor="strict-categories" style={{ display: 'block', marginBottom: 8 }}>
        Categories to feature
      </label>
      <Cascader
        id="strict-categories"
        checkable
        checkStrictly
        options={catalogue}
        value={value}
        onChange={setValue}
        placeholder="Check any category, at any level"
        style={{ width: '100%', maxWidth: 360 }}
      />
      <p>
        <output htmlFor="strict-categories" aria-labelledby="strict-categories-label">
          {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
        </output>
      </p>
    </div>
  );
}
