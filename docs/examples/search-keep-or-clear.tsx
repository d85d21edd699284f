import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';

interface SearchablePickerProps {
  id: string;
  label: string;
  autoClearSearchValue: boolean;
}

function SearchablePicker({ id, label, autoClearSearchValue }: SearchablePickerProps) {
  const [value, setValue] = useState<string[][]>([]);

  return (
    <div style={{ flex: '1 1 300px', minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Cascader
        id={id}
        checkable
        showSearch
        autoClearSearchValue={autoClearSearchValue}
        options={catalogue}
        value={value}
        onChange={setValue}
        placeholder="Type to find categories"
        style={{ width: '100%' }}
      />
      <p data-testid={`${id}-result`} aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
      </p>
    </div>
  );
}

export default function SearchKeepOrClear() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <SearchablePicker id="search-clears" label="Clears the search (default)" autoClearSearchValue />
      <SearchablePicker id="search-keeps" label="Keeps the search" autoClearSearchValue={false} />
    </div>
  );
}
