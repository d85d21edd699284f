import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** A path is the values from the top of the tree down to the chosen option. */
const HEAD_OFFICE = ['japan', 'kansai', 'kyoto'];

export default function ControlledValue() {
  const [value, setValue] = useState<string[]>([]);

  // Clearing with the clear button calls onChange with undefined, whatever the types say.
  const handleChange: CascaderProps<PlaceOption>['onChange'] = (nextValue) => {
    setValue(nextValue ?? []);
  };

  return (
    <div>
      <label htmlFor="controlled-city" style={{ display: 'block', marginBottom: 8 }}>
        Ship from
      </label>
      <Cascader<PlaceOption>
        id="controlled-city"
        options={geography}
        value={value}
        onChange={handleChange}
        allowClear
        placeholder="Choose a city"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" onClick={() => setValue(HEAD_OFFICE)}>
          Ship from the head office (Kyoto)
        </button>
        <button type="button" onClick={() => setValue([])}>
          Reset
        </button>
      </p>
      <p>
        <output htmlFor="controlled-city">
          Current value: <code>{JSON.stringify(value)}</code>
        </output>
      </p>
    </div>
  );
}
