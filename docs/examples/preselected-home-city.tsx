import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

const STARTING_PATH = ['japan', 'kansai', 'kyoto'];

export default function PreselectedHomeCity() {
  const [latest, setLatest] = useState<PlaceOption[] | null>(null);
  // Changing the key mounts a fresh cascader, which reads defaultValue again.
  const [mountCount, setMountCount] = useState(0);

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setLatest(selectedOptions ?? []);
  };

  const startAgain = () => {
    setMountCount((count) => count + 1);
    setLatest(null);
  };

  let report = 'Starting value: ["japan","kansai","kyoto"]. The cascader keeps any change itself.';
  if (latest) {
    report =
      latest.length > 0
        ? `onChange reported ${latest.map((place) => place.label).join(' / ')} (value: ${JSON.stringify(latest.map((place) => place.value))})`
        : 'onChange reported an empty value.';
  }

  return (
    <div>
      <label htmlFor="preselected-home-city" style={{ display: 'block', marginBottom: 8 }}>
        Home city
      </label>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Cascader<PlaceOption>
          key={mountCount}
          id="preselected-home-city"
          options={geography}
          defaultValue={STARTING_PATH}
          allowClear
          onChange={handleChange}
          placeholder="Choose your home city"
          style={{ width: '100%', maxWidth: 300 }}
        />
        <button type="button" onClick={startAgain}>
          Start again
        </button>
      </div>
      <p>
        <output htmlFor="preselected-home-city">{report}</output>
      </p>
    </div>
  );
}
