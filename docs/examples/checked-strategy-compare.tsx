import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';

interface StrategyPickerProps {
  id: string;
  label: string;
  strategy: CascaderProps['showCheckedStrategy'];
}

function StrategyPicker({ id, label, strategy }: StrategyPickerProps) {
  const [value, setValue] = useState<string[][]>([]);

  return (
    <div style={{ flex: '1 1 300px', minWidth: 0 }}>
      <label id={`${id}-label`} htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Cascader
        id={id}
        checkable
        showCheckedStrategy={strategy}
        options={catalogue}
        value={value}
        onChange={setValue}
        placeholder="Check a whole category"
        style={{ width: '100%' }}
      />
      <p style={{ overflowWrap: 'anywhere' }}>
        <output htmlFor={id} aria-labelledby={`${id}-label`}>
          {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
        </output>
      </p>
    </div>
  );
}

export default function CheckedStrategyCompare() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <StrategyPicker id="strategy-parent" label="SHOW_PARENT (the default)" strategy={Cascader.SHOW_PARENT} />
      <StrategyPicker id="strategy-child" label="SHOW_CHILD" strategy={Cascader.SHOW_CHILD} />
    </div>
  );
}
