import React from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';

interface CategoryPickerProps {
  id: string;
  label: string;
  expandTrigger: CascaderProps['expandTrigger'];
}

function CategoryPicker({ id, label, expandTrigger }: CategoryPickerProps) {
  return (
    <div style={{ flex: '1 1 300px', minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Cascader<CategoryOption>
        id={id}
        options={catalogue}
        expandTrigger={expandTrigger}
        placeholder="Browse the catalogue"
        style={{ width: '100%' }}
      />
    </div>
  );
}

export default function ExpandOnHover() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <CategoryPicker id="expand-click" label="Expands on click (default)" expandTrigger="click" />
      <CategoryPicker id="expand-hover" label="Expands on hover" expandTrigger="hover" />
    </div>
  );
}
