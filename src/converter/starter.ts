/**
 * The 3.x code the converter on /versions starts with, and what the converter makes of it. The page
 * is prerendered with both, so the converter itself (its parser) loads only when the visitor edits
 * the code; tests/unit/converter-starter.test.ts holds STARTER_RESULT to convert(STARTER_CODE).
 */
import type { Change, Skipped } from './convert';

export const STARTER_CODE = `import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';

const options: CascaderProps['options'] = [
  { value: 'fr', label: 'France', children: [{ value: 'paris', label: 'Paris' }] },
  { value: 'jp', label: 'Japan', children: [{ value: 'kyoto', label: 'Kyoto' }] },
];

export default function CityPicker(props: Partial<CascaderProps>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <Cascader
      {...props}
      options={options}
      popupVisible={open}
      onDropdownVisibleChange={setOpen}
      dropdownClassName="city-popup"
      showSearch
      searchValue={search}
      onSearch={setSearch}
      placeholder="Choose a city"
    />
  );
}
`;

export const STARTER_RESULT: { code: string; changes: Change[]; skipped: Skipped[] } = {
  code: `import React, { useState } from 'react';
import Cascader from '@rc-component/cascader';
import type { CascaderProps } from '@rc-component/cascader';
import '@rc-component/cascader/assets/index.less';

const options: CascaderProps['options'] = [
  { value: 'fr', label: 'France', children: [{ value: 'paris', label: 'Paris' }] },
  { value: 'jp', label: 'Japan', children: [{ value: 'kyoto', label: 'Kyoto' }] },
];

export default function CityPicker(props: Partial<CascaderProps>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return (
    <Cascader
      {...props}
      options={options}
      open={open}
      onPopupVisibleChange={setOpen}
      popupClassName="city-popup"
      showSearch={{ searchValue: search, onSearch: setSearch }}
      placeholder="Choose a city"
    />
  );
}
`,
  changes: [
    { rule: 'package', from: 'rc-cascader', to: '@rc-component/cascader', line: 2, anchor: 'imports' },
    { rule: 'package', from: 'rc-cascader', to: '@rc-component/cascader', line: 3, anchor: 'imports' },
    {
      rule: 'stylesheet',
      from: 'rc-cascader/assets/index.less',
      to: '@rc-component/cascader/assets/index.less',
      line: 4,
      anchor: 'stylesheet',
    },
    { rule: 'removed', from: 'popupVisible', to: 'open', line: 18, anchor: 'removed-props' },
    { rule: 'removed', from: 'onDropdownVisibleChange', to: 'onPopupVisibleChange', line: 19, anchor: 'removed-props' },
    { rule: 'renamed', from: 'dropdownClassName', to: 'popupClassName', line: 20, anchor: 'renamed-props' },
    { rule: 'showSearch', from: 'searchValue', to: 'showSearch.searchValue', line: 22, anchor: 'the-showsearch-object' },
    { rule: 'showSearch', from: 'onSearch', to: 'showSearch.onSearch', line: 23, anchor: 'the-showsearch-object' },
  ],
  skipped: [{ reason: 'spread', name: 'props', line: 16, column: 11 }],
};
