import React, { useMemo, useState } from 'react';
import Cascader from 'rc-cascader';
import type { CascaderProps, ShowSearchType } from 'rc-cascader';
import 'rc-cascader/assets/index.less';
import { geography } from './data/geography';
import type { PlaceOption } from './data/geography';

/** Where `query` starts a word of `text`, ignoring case; -1 when it starts none. */
function wordStartIndex(text: string, query: string): number {
  const needle = query.trim().toLowerCase();
  if (!needle) return -1;
  const haystack = text.toLowerCase();
  for (let index = 0; index < haystack.length; index += 1) {
    const startsWord = index === 0 || /[\s-]/.test(haystack[index - 1]);
    if (startsWord && haystack.startsWith(needle, index)) return index;
  }
  return -1;
}

/** The label with the matched word start wrapped in the cascader's keyword class. */
function highlight(label: string, query: string, prefixCls: string): React.ReactNode {
  const start = wordStartIndex(label, query);
  if (start === -1) return label;
  const end = start + query.trim().length;
  return (
    <>
      {label.slice(0, start)}
      <span className={`${prefixCls}-menu-item-keyword`}>{label.slice(start, end)}</span>
      {label.slice(end)}
    </>
  );
}

const filter: ShowSearchType<PlaceOption>['filter'] = (inputValue, path) =>
  path.some((place) => wordStartIndex(place.label, inputValue) !== -1);

const render: ShowSearchType<PlaceOption>['render'] = (inputValue, path, prefixCls) =>
  path.map((place, index) => (
    <React.Fragment key={place.value}>
      {index > 0 && ' › '}
      {highlight(place.label, inputValue, prefixCls)}
    </React.Fragment>
  ));

/** Paths whose city itself matches come first; then A to Z by city. */
const sort: ShowSearchType<PlaceOption>['sort'] = (a, b, inputValue) => {
  const cityA = a[a.length - 1].label;
  const cityB = b[b.length - 1].label;
  const rankA = wordStartIndex(cityA, inputValue) === -1 ? 1 : 0;
  const rankB = wordStartIndex(cityB, inputValue) === -1 ? 1 : 0;
  return rankA - rankB || cityA.localeCompare(cityB);
};

export default function SearchCustomMatching() {
  const [path, setPath] = useState<PlaceOption[]>([]);
  const [showEveryMatch, setShowEveryMatch] = useState(false);

  // A new showSearch object makes the cascader filter again, so keep it stable.
  const showSearch = useMemo<ShowSearchType<PlaceOption>>(
    () => ({ filter, render, sort, limit: showEveryMatch ? false : 5, matchInputWidth: false }),
    [showEveryMatch],
  );

  const handleChange: CascaderProps<PlaceOption>['onChange'] = (_value, selectedOptions) => {
    setPath(selectedOptions ?? []);
  };

  return (
    <div>
      <label htmlFor="search-custom" style={{ display: 'block', marginBottom: 8 }}>
        City (word-start search)
      </label>
      <Cascader<PlaceOption>
        id="search-custom"
        options={geography}
        showSearch={showSearch}
        notFoundContent="No country, region or city has a word starting with that."
        placeholder="Type the start of a word, e.g. c or kyo"
        onChange={handleChange}
        style={{ width: '100%', maxWidth: 320 }}
      />
      <p>
        <label>
          <input type="checkbox" checked={showEveryMatch} onChange={(event) => setShowEveryMatch(event.target.checked)} /> Show every match
          (<code>limit: false</code>) instead of the first 5
        </label>
      </p>
      <p>
        <output htmlFor="search-custom">
          {path.length > 0
            ? `You picked ${path.map((place) => place.label).join(' / ')} (value: ${JSON.stringify(path.map((place) => place.value))})`
            : 'Nothing picked yet.'}
        </output>
      </p>
    </div>
  );
}
