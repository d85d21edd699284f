import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { offices } from './data/offices';
import type { OfficeOption } from './data/offices';

/** Follows the path down for as long as each level offers exactly one choice. */
function followSingleChildren(path: OfficeOption[]): OfficeOption[] {
  const extended = [...path];
  let last = extended[extended.length - 1];
  while (last?.children?.length === 1) {
    last = last.children[0];
    extended.push(last);
  }
  return extended;
}

export default function OfficeFinderSingleOption() {
  const [path, setPath] = useState<OfficeOption[]>([]);
  const [filledIn, setFilledIn] = useState<OfficeOption[]>([]);

  const handleChange: CascaderProps<OfficeOption>['onChange'] = (_value, selectedOptions) => {
    const chosen = selectedOptions ?? [];
    const extended = followSingleChildren(chosen);
    setPath(extended);
    setFilledIn(extended.slice(chosen.length));
  };

  const last = path[path.length - 1];
  let report = 'No office chosen yet.';
  if (last) {
    const complete = !last.children?.length;
    report = `${path.map((place) => place.label).join(' / ')}: ${complete ? 'complete' : 'choose the next level to finish'}.`;
    if (filledIn.length > 0) {
      report += ` Filled in for you: ${filledIn.map((place) => place.label).join(', ')}.`;
    }
  }

  return (
    <div>
      <label htmlFor="office-finder-single-option" style={{ display: 'block', marginBottom: 8 }}>
        Office
      </label>
      <Cascader<OfficeOption>
        id="office-finder-single-option"
        options={offices}
        value={path.map((place) => place.value)}
        onChange={handleChange}
        changeOnSelect
        allowClear
        placeholder="Choose an office"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="office-finder-single-option">{report}</output>
      </p>
    </div>
  );
}
