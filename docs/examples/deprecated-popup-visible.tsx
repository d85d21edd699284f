import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/**
 * Deprecated API, kept working for old code: `popupVisible` and `onPopupVisibleChange`.
 * New code uses `open` and `onOpenChange` instead; in development, rc-cascader warns about both.
 */
export default function DeprecatedPopupVisible() {
  const [visible, setVisible] = useState(false);

  return (
    <div>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button type="button" onClick={() => setVisible(true)}>
          Show the popup
        </button>
        <button type="button" onClick={() => setVisible(false)}>
          Hide the popup
        </button>
      </div>
      <label htmlFor="deprecated-visible-picker" style={{ display: 'block', marginBottom: 8 }}>
        Return city (deprecated props)
      </label>
      <Cascader<PlaceOption>
        id="deprecated-visible-picker"
        options={geography}
        popupVisible={visible}
        onPopupVisibleChange={setVisible}
        placeholder="Choose a return city"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
