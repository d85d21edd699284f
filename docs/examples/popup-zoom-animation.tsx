import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';
import './popup-motion.css';

export default function PopupZoomAnimation() {
  return (
    <div>
      <label htmlFor="zoom-motion-picker" style={{ display: 'block', marginBottom: 8 }}>
        City (zooms in)
      </label>
      <Cascader<PlaceOption>
        id="zoom-motion-picker"
        options={geography}
        animation="zoom"
        placeholder="Choose a city"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
