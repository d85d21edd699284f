import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function DisabledControl() {
  const [locked, setLocked] = useState(true);

  return (
    <div>
      <label htmlFor="office-location" style={{ display: 'block', marginBottom: 8 }}>
        Office location
      </label>
      <Cascader<PlaceOption>
        id="office-location"
        options={geography}
        defaultValue={['japan', 'kansai', 'kyoto']}
        disabled={locked}
        placeholder="Choose an office location"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <label>
          <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> Locked (only an administrator can
          move an office)
        </label>
      </p>
    </div>
  );
}
