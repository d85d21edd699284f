import React, { useRef } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

type Placements = NonNullable<CascaderProps<PlaceOption>['builtinPlacements']>;

// Below the selector, left edges aligned, 4px apart. With adjustY the popup may flip
// above when it would be cut off at the bottom; adjustX does the same sideways.
const flipWhenCutOff: Placements = {
  bottomLeft: { points: ['tl', 'bl'], offset: [0, 4], overflow: { adjustX: 1, adjustY: 1 } },
};

// The same position with overflow adjustment turned off: the popup always stays below.
// Use false, not 0: any number from 0 up switches adjustment on.
const alwaysBelow: Placements = {
  bottomLeft: { points: ['tl', 'bl'], offset: [0, 4], overflow: { adjustX: false, adjustY: false } },
};

export default function PopupFlipInBox() {
  const boxRef = useRef<HTMLDivElement>(null);
  // Render the popups inside the box, so that the box's edges are the ones that count.
  const insideBox = () => boxRef.current ?? document.body;

  return (
    <div
      ref={boxRef}
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        height: 220,
        overflow: 'auto',
        padding: 12,
        border: '1px dashed var(--cascader-border)',
        borderRadius: 8,
      }}
    >
      <p style={{ margin: 0 }}>The popups can only use the space inside this box.</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <div style={{ flex: '1 1 160px', maxWidth: 200 }}>
          <label htmlFor="popup-flip-adjusting" style={{ display: 'block', marginBottom: 8 }}>
            Flips when cut off
          </label>
          <Cascader<PlaceOption>
            id="popup-flip-adjusting"
            options={geography}
            builtinPlacements={flipWhenCutOff}
            placement="bottomLeft"
            getPopupContainer={insideBox}
            placeholder="Choose a city"
            style={{ width: '100%' }}
          />
        </div>
        <div style={{ flex: '1 1 160px', maxWidth: 200 }}>
          <label htmlFor="popup-flip-fixed" style={{ display: 'block', marginBottom: 8 }}>
            Always below
          </label>
          <Cascader<PlaceOption>
            id="popup-flip-fixed"
            options={geography}
            builtinPlacements={alwaysBelow}
            placement="bottomLeft"
            getPopupContainer={insideBox}
            placeholder="Choose a city"
            style={{ width: '100%' }}
          />
        </div>
      </div>
    </div>
  );
}
