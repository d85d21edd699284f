import React from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** Places we cannot deliver to this week: a country, a region and a single city. */
const unavailable = new Set(['united-kingdom', 'hokkaido', 'kobe']);

/**
 * Disables the unavailable places. The label says so too: a disabled option is only greyed
 * out, and screen readers are not told that it is disabled.
 */
function markUnavailable(places: PlaceOption[]): PlaceOption[] {
  return places.map((place) => {
    const disabled = unavailable.has(place.value);
    return {
      ...place,
      label: disabled ? `${place.label} (unavailable)` : place.label,
      disabled,
      children: place.children && markUnavailable(place.children),
    };
  });
}

const destinations = markUnavailable(geography);

export default function DisabledOptions() {
  return (
    <div>
      <label htmlFor="delivery-city" style={{ display: 'block', marginBottom: 8 }}>
        Deliver to
      </label>
      <Cascader<PlaceOption>
        id="delivery-city"
        options={destinations}
        placeholder="Choose a delivery city"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
