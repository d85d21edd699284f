import React, { useRef, useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps, DefaultOptionType } from 'rc-cascader';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** An option as the client knows it: children arrive later, `isLeaf` says whether any will. */
type LazyPlace = DefaultOptionType & {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: LazyPlace[];
};

/** How long the pretend server takes to answer, in milliseconds. */
const RESPONSE_DELAY = 1000;

function toLazy({ value, label, children }: PlaceOption): LazyPlace {
  return { value, label, isLeaf: !children?.length };
}

/** Stands in for a request such as `GET /places?parent=japan/kansai`. */
function fetchChildren(path: string[]): Promise<LazyPlace[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      let level: PlaceOption[] = geography;
      for (const value of path) {
        level = level.find((place) => place.value === value)?.children ?? [];
      }
      resolve(level.map(toLazy));
    }, RESPONSE_DELAY);
  });
}

/** Returns a copy of `list` in which the option at `path` has the given children. */
function withChildren(list: LazyPlace[], path: string[], children: LazyPlace[]): LazyPlace[] {
  const [head, ...rest] = path;
  return list.map((option) => {
    if (option.value !== head) return option;
    if (rest.length === 0) return { ...option, children };
    return { ...option, children: withChildren(option.children ?? [], rest, children) };
  });
}

export default function LoadPlacesOnDemand() {
  // Only the countries are known up front; `isLeaf: false` tells the cascader each has children to load.
  const [options, setOptions] = useState<LazyPlace[]>(() => geography.map(toLazy));
  const [status, setStatus] = useState('Only the countries are loaded so far.');
  const inFlight = useRef(new Set<string>());

  const loadData: CascaderProps<LazyPlace>['loadData'] = (selectedOptions) => {
    const target = selectedOptions[selectedOptions.length - 1];
    // loadData runs every time an option with isLeaf: false is opened: fetch only what is missing.
    if (target.children) return;
    const path = selectedOptions.map((option) => option.value);
    const key = path.join('/');
    // Reopening an option that is still loading calls loadData again: ask only once.
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setStatus(`Loading the places in ${target.label}…`);

    fetchChildren(path).then((children) => {
      inFlight.current.delete(key);
      setOptions((current) => withChildren(current, path, children));
      setStatus(`Loaded ${children.length} places in ${target.label}.`);
    });
  };

  return (
    <div>
      <label htmlFor="lazy-place-picker" style={{ display: 'block', marginBottom: 8 }}>
        Delivery city
      </label>
      <Cascader<LazyPlace>
        id="lazy-place-picker"
        options={options}
        loadData={loadData}
        loadingIcon={<LoadingOutlined />}
        placeholder="Choose a country, then a city"
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>
        <output htmlFor="lazy-place-picker">{status}</output>
      </p>
    </div>
  );
}
