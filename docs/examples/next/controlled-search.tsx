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

export default function ControlledSearch() {
  const [searchValue, setSearchValue] = useState('');

  return (
    <div>
      <label id="controlled-search-label" htmlFor="controlled-search" style={{ display: 'block', marginBottom: 8 }}>
        Category
      </label>
      <Cascader
        id="controlled-search"
        options={catalogue}
        showSearch={{
          searchValue,
          // The text is kept in lower case, whatever is typed.
          onSearch: (text) => setSearchValue(text.toLowerCase()),
        }}
        placeholder="Type to find a category"
        style={{ width: '100%', maxWidth: 360 }}
      />
      <p>
        <output htmlFor="controlled-search" aria-labelledby="controlled-search-label">
          {searchValue ? `Search text: "${searchValue}"` : 'No search text.'}
        </output>
      </p>
    </div>
  );
}
