import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function SearchWithDefaults() {
  const [path, setPath] = useState<PlaceOption[]>([]);

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <label htmlFor="search-defaults" style={{ display: 'block', marginBottom: 8 }}>
        City (default search)
      </label>
      <Cascader<PlaceOption>
        id="search-defaults"
        options={geography}
        showSearch
        placeholder="Type part of a country, region or city"
        onChange={handleChange}
        style={{ width: 320 }}
      />
      <p data-testid="search-defaults-result" aria-live="polite">
        {path.length > 0 ? `You picked ${path.map((place) => place.label).join(' / ')}` : 'Nothing picked yet.'}
      </p>
    </div>
  );
}
