import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';

interface SearchablePickerProps {
  id: string;
  label: string;
  autoClearSearchValue: boolean;
}

function SearchablePicker({ id, label, autoClearSearchValue }: SearchablePickerProps) {
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
        placeholder="Type to find categories"
        style={{ width: '100%' }}
      />
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
