import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';

type Value = NonNullable<CascaderProps<CategoryOption, 'value', true>['value']>;

export default function PanelCheckable() {
  const [value, setValue] = useState<Value>([]);

  return (
    <div>
      <p id="panel-checkable-label">Categories in the newsletter</p>
      <div role="group" aria-labelledby="panel-checkable-label">
        <Cascader.Panel<CategoryOption, 'value', true>
          checkable
          options={catalogue}
          value={value}
          onChange={(nextValue) => setValue(nextValue)}
        />
      </div>
      <p data-testid="panel-checkable-result" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
      </p>
    </div>
  );
}
