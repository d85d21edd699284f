import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

const LEVELS = ['country', 'region', 'city'];

export default function AnyLevelAreaPicker() {
  const [path, setPath] = useState<PlaceOption[]>([]);

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <label htmlFor="any-level-area-picker" style={{ display: 'block', marginBottom: 8 }}>
        Delivery area
      </label>
      <Cascader<PlaceOption>
        id="any-level-area-picker"
        options={geography}
        changeOnSelect
        onChange={handleChange}
        allowClear
        placeholder="Choose a country, region or city"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="any-level-area-picker">
          {path.length > 0
            ? `Delivering to a whole ${LEVELS[path.length - 1]}: ${path.map((place) => place.label).join(' / ')} (value: ${JSON.stringify(path.map((place) => place.value))})`
            : 'No area chosen yet.'}
        </output>
      </p>
    </div>
  );
}
