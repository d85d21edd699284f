import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';
import './popup-motion.css';

export default function PopupSlideMotion() {
  return (
    <div>
      <label htmlFor="slide-motion-picker" style={{ display: 'block', marginBottom: 8 }}>
        City (slides in)
      </label>
      <Cascader<PlaceOption>
        id="slide-motion-picker"
        options={geography}
        transitionName="popup-motion"
        placeholder="Choose a city"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
