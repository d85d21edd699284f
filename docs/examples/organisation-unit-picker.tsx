import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps, FieldNames } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { organisation } from './data/organisation';
import type { OrgUnit } from './data/organisation';

// The data keeps its own shape; fieldNames tells the cascader where to look.
const orgFieldNames: FieldNames<OrgUnit, 'code'> = {
  label: 'name',
  value: 'code',
  children: 'units',
};

export default function OrganisationUnitPicker() {
  const [codes, setCodes] = useState<string[]>([]);
  const [units, setUnits] = useState<OrgUnit[]>([]);

  const handleChange: CascaderProps<OrgUnit, 'code'>['onChange'] = (value, selectedOptions) => {
    setCodes(value);
    setUnits(selectedOptions ?? []);
  };

  return (
    <div>
      <label htmlFor="organisation-unit-picker" style={{ display: 'block', marginBottom: 8 }}>
        Team
      </label>
      <Cascader<OrgUnit, 'code'>
        id="organisation-unit-picker"
        options={organisation}
        fieldNames={orgFieldNames}
        onChange={handleChange}
        allowClear
        placeholder="Choose a team"
        style={{ width: '100%', maxWidth: 320 }}
      />
      <p>
        <output htmlFor="organisation-unit-picker">
          {codes.length > 0
            ? `onChange value: ${JSON.stringify(codes)}. Selected units: ${units.map((unit) => unit.name).join(' / ')}.`
            : 'No team chosen yet.'}
        </output>
      </p>
    </div>
  );
}
