import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { catalogue } from './data/products';

export default function PanelCheckable() {
  const [value, setValue] = useState<string[][]>([]);

  return (
    <div>
      <p id="panel-checkable-label">Categories in the newsletter</p>
      <div role="group" aria-labelledby="panel-checkable-label">
        <Cascader.Panel checkable options={catalogue} value={value} onChange={setValue} />
      </div>
      <p style={{ overflowWrap: 'anywhere' }}>
        <output aria-labelledby="panel-checkable-label">
          {value.length > 0 ? `Value: ${JSON.stringify(value)}` : 'Nothing checked yet.'}
        </output>
      </p>
    </div>
  );
}
