import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';

/** Product lines that can be browsed but not promoted: their checkbox is disabled. */
const notPromotable = new Set(['phone-cases']);

function markNotPromotable(categories: CategoryOption[]): CategoryOption[] {
  return categories.map((category) => ({
    ...category,
    disableCheckbox: notPromotable.has(category.value),
    children: category.children && markNotPromotable(category.children),
  }));
}

const options = markNotPromotable(catalogue);

export default function CheckableProductLines() {
  const [value, setValue] = useState<string[][]>([]);

  return (
    <div>
      <label id="promoted-lines-label" htmlFor="promoted-lines" style={{ display: 'block', marginBottom: 8 }}>
        Product lines to promote
      </label>
      <Cascader
        id="promoted-lines"
        checkable
        options={options}
        value={value}
        onChange={setValue}
        maxTagCount={2}
        placeholder="Check one or more product lines"
        style={{ width: '100%', maxWidth: 360 }}
      />
      <p>
        <output htmlFor="promoted-lines" aria-labelledby="promoted-lines-label">
          {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
        </output>
      </p>
    </div>
  );
}
