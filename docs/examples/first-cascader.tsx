import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';

interface ProduceOption {
  value: string;
  label: string;
  children?: ProduceOption[];
}

const options: ProduceOption[] = [
  {
    value: 'fruit',
    label: 'Fruit',
    children: [
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear' },
    ],
  },
  {
    value: 'vegetable',
    label: 'Vegetable',
    children: [
      { value: 'carrot', label: 'Carrot' },
      { value: 'leek', label: 'Leek' },
    ],
  },
];

export default function FirstCascader() {
  const [value, setValue] = useState<string[]>([]);

  const handleChange: CascaderProps<ProduceOption>['onChange'] = (next) => {
    setValue(next as string[]);
  };

  return (
    <>
      <label htmlFor="first-cascader" style={{ display: 'block', marginBottom: 8 }}>
        Produce
      </label>
      <Cascader<ProduceOption>
        id="first-cascader"
        options={options}
        value={value}
        onChange={handleChange}
        placeholder="Pick a produce item"
        style={{ width: '100%', maxWidth: 240 }}
      />
      <p>Value: {JSON.stringify(value)}</p>
    </>
  );
}
