import React, { useState } from 'react';
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
  const [path, setPath] = useState<CategoryOption[]>([]);

  const handleChange: CascaderProps<CategoryOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div style={{ flex: '1 1 300px', minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Cascader<CategoryOption>
        id={id}
        options={catalogue}
        expandTrigger={expandTrigger}
        onChange={handleChange}
        placeholder="Browse the catalogue"
        style={{ width: '100%' }}
      />
      <p data-testid={`${id}-result`} aria-live="polite">
        {path.length > 0 ? `You picked ${path.map((category) => category.label).join(' / ')}` : 'Nothing picked yet.'}
      </p>
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
