import React from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';
import { productCounts } from './data/product-counts';

/** A product line's own count, or the sum over everything below a department or category. */
function countProducts(option: CategoryOption): number {
  const children: CategoryOption[] = option.children ?? [];
  if (children.length === 0) return productCounts[option.value] ?? 0;
  return children.reduce((total, child) => total + countProducts(child), 0);
}

const renderOption: CascaderProps<CategoryOption>['optionRender'] = (option) => (
  <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
    <span>{option.label}</span>
    <span style={{ color: 'var(--cascader-muted)', fontSize: 12, fontWeight: 'normal' }}>
      {countProducts(option).toLocaleString('en-GB')} products
    </span>
  </span>
);

export default function OptionWithProductCount() {
  return (
    <div>
      <label htmlFor="product-count-picker" style={{ display: 'block', marginBottom: 8 }}>
        Browse the catalogue
      </label>
      <Cascader<CategoryOption>
        id="product-count-picker"
        options={catalogue}
        optionRender={renderOption}
        placeholder="Choose a category"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
