import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function PanelEmpty() {
  const [places, setPlaces] = useState<PlaceOption[]>([]);

  return (
    <div>
      <p id="panel-empty-label">Saved places</p>
      <div role="group" aria-labelledby="panel-empty-label">
        <Cascader.Panel<PlaceOption>
          options={places}
          notFoundContent={<span style={{ display: 'block', padding: '12px 16px' }}>You have not saved any places yet.</span>}
        />
      </div>
      <p>
        <button type="button" onClick={() => setPlaces(places.length > 0 ? [] : geography)}>
          {places.length > 0 ? 'Remove the places' : 'Load some places'}
        </button>
      </p>
    </div>
  );
}
