import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import 'rc-cascader/assets/index.less';
import './catalogue-custom-icons.css';
import { catalogue } from './data/products';
import type { CategoryOption } from './data/products';

/** How long the pretend server takes to answer, in milliseconds. */
const LOAD_DELAY = 1500;

const clearanceLines: CategoryOption[] = [
  { value: 'ex-display-laptops', label: 'Ex-display laptops' },
  { value: 'last-season-phones', label: "Last season's phones" },
];

export default function CatalogueCustomIcons() {
  // "Clearance" has no children yet: isLeaf: false tells the cascader to ask loadData for them.
  const [options, setOptions] = useState<CategoryOption[]>(() => [
    ...catalogue,
    { value: 'clearance', label: 'Clearance (loads on open)', isLeaf: false },
  ]);

  const loadData: CascaderProps<CategoryOption>['loadData'] = (selectedOptions) => {
    const target = selectedOptions[selectedOptions.length - 1];
    // loadData runs for every parent that is opened; only an empty one needs fetching.
    if (target.children) return;
    window.setTimeout(() => {
      setOptions((current) => current.map((option) => (option.value === target.value ? { ...option, children: clearanceLines } : option)));
    }, LOAD_DELAY);
  };

  return (
    <div>
      <label htmlFor="catalogue-custom-icons" style={{ display: 'block', marginBottom: 8 }}>
        Product line
      </label>
      <Cascader<CategoryOption>
        id="catalogue-custom-icons"
        className="catalogue-custom-icons"
        dropdownClassName="catalogue-custom-icons-dropdown"
        options={options}
        loadData={loadData}
        expandIcon={<RightOutlined />}
        loadingIcon={<LoadingOutlined />}
        suffixIcon={({ open }: { open: boolean }) => (open ? <UpOutlined /> : <DownOutlined />)}
        placeholder="Choose a product line"
        style={{ width: '100%', maxWidth: 300 }}
      />
    </div>
  );
}
