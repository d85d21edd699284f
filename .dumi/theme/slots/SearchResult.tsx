// Why: the default list keeps showing its previous results for one render and builds the new ones in an effect, so they painted a frame late; keyed by its results, it builds them as it renders.
import type { ComponentProps } from 'react';
import Original from 'dumi/theme-default/slots/SearchResult';
import React from 'react';

type Props = ComponentProps<typeof Original>;

const resultIds = new WeakMap<object, number>();
let lastResultId = 0;

/** A number per results array: the list is built afresh, in one render, for each new answer. */
function resultId(data: Props['data']): number {
  let id = resultIds.get(data);
  if (id === undefined) {
    lastResultId += 1;
    id = lastResultId;
    resultIds.set(data, id);
  }
  return id;
}

export default function SearchResult(props: Props) {
  return <Original key={resultId(props.data)} {...props} />;
}
