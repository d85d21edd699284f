import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function CityPicker() {
  const [path, setPath] = useState<PlaceOption[]>([]);

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <label htmlFor="city-picker" style={{ display: 'block', marginBottom: 8 }}>
        Destination
      </label>
      <Cascader<PlaceOption>
        id="city-picker"
        options={geography}
        placeholder="Choose a country, region and city"
        allowClear
        onChange={handleChange}
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="city-picker">
          {path.length > 0
            ? `You picked ${path.map((place) => place.label).join(' / ')} (value: ${JSON.stringify(path.map((place) => place.value))})`
            : 'Nothing picked yet.'}
        </output>
      </p>
    </div>
  );
}
