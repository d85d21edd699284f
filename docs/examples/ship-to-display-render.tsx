import React from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** Receives the labels of the chosen path (country, region, city) and the options themselves. */
const shipTo: CascaderProps<PlaceOption>['displayRender'] = (labels) => `Ship to: ${labels[labels.length - 1]}, ${labels[0]}`;

export default function ShipToDisplayRender() {
  return (
    <div>
      <label htmlFor="ship-to-selector" style={{ display: 'block', marginBottom: 8 }}>
        Delivery address
      </label>
      <Cascader<PlaceOption>
        id="ship-to-selector"
        options={geography}
        defaultValue={['canada', 'quebec', 'montreal']}
        displayRender={shipTo}
        placeholder="Choose a delivery address"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
