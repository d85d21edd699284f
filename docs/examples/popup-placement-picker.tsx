import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

type Placement = NonNullable<CascaderProps<PlaceOption>['placement']>;

const PLACEMENTS: { placement: Placement; description: string }[] = [
  { placement: 'bottomLeft', description: 'below, left edges aligned (the default)' },
  { placement: 'bottomRight', description: 'below, right edges aligned' },
  { placement: 'topLeft', description: 'above, left edges aligned' },
  { placement: 'topRight', description: 'above, right edges aligned' },
];

export default function PopupPlacementPicker() {
  const [placement, setPlacement] = useState<Placement>('bottomLeft');

  return (
    <div>
      <fieldset style={{ border: 0, margin: '0 0 16px', padding: 0 }}>
        <legend style={{ marginBottom: 8 }}>Popup placement</legend>
        {PLACEMENTS.map((item) => (
          <label key={item.placement} style={{ display: 'block', marginBottom: 4 }}>
            <input
              type="radio"
              name="popup-placement"
              value={item.placement}
              checked={placement === item.placement}
              onChange={() => setPlacement(item.placement)}
            />{' '}
            <code>{item.placement}</code>: {item.description}
          </label>
        ))}
      </fieldset>
      {/* Centred so that the popup, wider than the selector, has room on either side. */}
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <label htmlFor="popup-placement-picker" style={{ marginBottom: 8 }}>
          Meeting city
        </label>
        <Cascader<PlaceOption>
          id="popup-placement-picker"
          options={geography}
          defaultValue={['japan', 'kansai', 'kyoto']}
          placement={placement}
          placeholder="Choose a meeting city"
          style={{ width: '100%', maxWidth: 200 }}
        />
      </div>
    </div>
  );
}
