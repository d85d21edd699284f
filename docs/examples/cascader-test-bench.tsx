import React, { useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

type ExpandTrigger = 'click' | 'hover';
type Direction = 'ltr' | 'rtl';

interface BenchSettings {
  checkable: boolean;
  showSearch: boolean;
  changeOnSelect: boolean;
  expandTrigger: ExpandTrigger;
  allowClear: boolean;
  disabled: boolean;
  direction: Direction;
}

type Switch = 'checkable' | 'showSearch' | 'changeOnSelect' | 'allowClear' | 'disabled';

const SWITCHES: Switch[] = ['checkable', 'showSearch', 'changeOnSelect', 'allowClear', 'disabled'];

const DEFAULTS: BenchSettings = {
  checkable: false,
  showSearch: false,
  changeOnSelect: false,
  expandTrigger: 'click',
  allowClear: false,
  disabled: false,
  direction: 'ltr',
};

/** The JSX for the current settings, leaving out whatever is rc-cascader's default. */
function toJsx(settings: BenchSettings): string {
  const lines = ['<Cascader', '  options={geography}'];
  for (const name of SWITCHES) {
    if (settings[name]) lines.push(`  ${name}`);
  }
  if (settings.expandTrigger !== 'click') lines.push(`  expandTrigger="${settings.expandTrigger}"`);
  if (settings.direction !== 'ltr') lines.push(`  direction="${settings.direction}"`);
  lines.push('/>');
  return lines.join('\n');
}

export default function CascaderTestBench() {
  const [settings, setSettings] = useState<BenchSettings>(DEFAULTS);
  const [singleValue, setSingleValue] = useState<string[]>([]);
  const [multipleValue, setMultipleValue] = useState<string[][]>([]);

  const update = <K extends keyof BenchSettings>(name: K, value: BenchSettings[K]) =>
    setSettings((current) => ({ ...current, [name]: value }));

  const { checkable, ...shared } = settings;
  const common: Omit<CascaderProps<PlaceOption, 'value'>, 'checkable' | 'value' | 'defaultValue' | 'onChange'> = {
    ...shared,
    id: 'bench-cascader',
    options: geography,
    placeholder: 'Choose a city',
    style: { width: '100%', maxWidth: 320 },
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 20px', minWidth: 0, margin: 0 }}>
        <legend>Props</legend>
        {SWITCHES.map((name) => (
          <label key={name} style={{ whiteSpace: 'nowrap' }}>
            <input type="checkbox" checked={settings[name]} onChange={(event) => update(name, event.target.checked)} /> {name}
          </label>
        ))}
        <label style={{ whiteSpace: 'nowrap' }}>
          expandTrigger{' '}
          <select value={settings.expandTrigger} onChange={(event) => update('expandTrigger', event.target.value as ExpandTrigger)}>
            <option value="click">click</option>
            <option value="hover">hover</option>
          </select>
        </label>
        <label style={{ whiteSpace: 'nowrap' }}>
          direction{' '}
          <select value={settings.direction} onChange={(event) => update('direction', event.target.value as Direction)}>
            <option value="ltr">ltr</option>
            <option value="rtl">rtl</option>
          </select>
        </label>
      </fieldset>

      <div dir={settings.direction}>
        <label htmlFor="bench-cascader" style={{ display: 'block', marginBottom: 8 }}>
          City (test bench)
        </label>
        {/* The value has another shape when checkable, so each mode gets its own instance. */}
        {checkable ? (
          <Cascader<PlaceOption, 'value', true> key="multiple" {...common} checkable value={multipleValue} onChange={setMultipleValue} />
        ) : (
          <Cascader<PlaceOption, 'value'>
            key="single"
            {...common}
            value={singleValue}
            // Clearing a single cascader reports undefined, not an empty path.
            onChange={(value) => setSingleValue(value ?? [])}
          />
        )}
      </div>

      <figure style={{ margin: 0 }}>
        <figcaption>
          <strong>Current props</strong>
        </figcaption>
        <pre style={{ margin: '4px 0 0' }}>{toJsx(settings)}</pre>
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>
          <strong>Current value</strong>
        </figcaption>
        <pre style={{ margin: '4px 0 0' }}>{JSON.stringify(checkable ? multipleValue : singleValue)}</pre>
      </figure>
    </div>
  );
}
