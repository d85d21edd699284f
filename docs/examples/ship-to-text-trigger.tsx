import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import DownOutlined from '@ant-design/icons/DownOutlined';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** "Kyoto, Japan": the city, then the country. */
function shortAddress(path: PlaceOption[]): string {
  return `${path[path.length - 1].label}, ${path[0].label}`;
}

export default function ShipToTextTrigger() {
  const [path, setPath] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <Cascader<PlaceOption> options={geography} onChange={handleChange} open={open} onOpenChange={setOpen}>
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          style={{
            padding: 0,
            border: 0,
            background: 'none',
            color: 'inherit',
            font: 'inherit',
            textDecoration: 'underline dotted',
            textUnderlineOffset: 4,
            cursor: 'pointer',
          }}
        >
          {`Ship to: ${path.length > 0 ? shortAddress(path) : 'choose a city'}`} <DownOutlined aria-hidden />
        </button>
      </Cascader>
    </div>
  );
}
