import React, { useRef, useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderRef } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

export default function ControlledOpen() {
  const [open, setOpen] = useState(false);
  const [lastRequest, setLastRequest] = useState('none yet');
  const cascaderRef = useRef<CascaderRef>(null);

  const handleOpenChange = (nextOpen: boolean) => {
    setLastRequest(nextOpen ? 'open' : 'close');
    setOpen(nextOpen);
  };

  return (
    <div>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            // Move focus along, so that the arrow keys and Escape work in the menu.
            cascaderRef.current?.focus();
          }}
        >
          Open the menu
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close the menu
        </button>
      </div>
      <label htmlFor="controlled-open-picker" style={{ display: 'block', marginBottom: 8 }}>
        Pickup city
      </label>
      <Cascader<PlaceOption>
        id="controlled-open-picker"
        ref={cascaderRef}
        options={geography}
        open={open}
        onOpenChange={handleOpenChange}
        placeholder="Choose a pickup city"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="controlled-open-picker">{`open is ${open}; the last request from the cascader was: ${lastRequest}.`}</output>
      </p>
    </div>
  );
}
