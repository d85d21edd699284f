import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

type Direction = 'ltr' | 'rtl';

export default function PanelInline() {
  const [path, setPath] = useState<PlaceOption[]>([]);
  const [direction, setDirection] = useState<Direction>('ltr');

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <p>
        <label>
          <input type="checkbox" checked={direction === 'rtl'} onChange={(event) => setDirection(event.target.checked ? 'rtl' : 'ltr')} />{' '}
          Right-to-left
        </label>
      </p>
      <div dir={direction}>
        <p id="panel-inline-label">Meeting city</p>
        <div role="group" aria-labelledby="panel-inline-label">
          <Cascader.Panel<PlaceOption> options={geography} onChange={handleChange} direction={direction} />
        </div>
      </div>
      <p>
        <output aria-labelledby="panel-inline-label">
          {path.length > 0 ? `You picked ${path.map((place) => place.label).join(' / ')}` : 'Nothing picked yet.'}
        </output>
      </p>
    </div>
  );
}
