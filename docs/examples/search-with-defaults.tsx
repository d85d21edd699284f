import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function SearchWithDefaults() {
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
        style={{ width: '100%', maxWidth: 320 }}
      />
    </div>
  );
}
