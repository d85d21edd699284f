// The search button the header shows on a phone, where the search box has no room: it opens the search dialog (./SearchDialog.tsx).
import { useIntl } from 'dumi';
import React, { useEffect, useLayoutEffect, useRef } from 'react';
import { EARLY_INPUT_ATTRIBUTE, HYDRATED_ATTRIBUTE, SEARCH_BUTTON_CLASS } from '../../../../src/inline-scripts/early-input';
import { replayEarlyInput } from '../../../../src/runtime/early-input';
import { prepareSearch } from '../../../../src/search/client/site-search';
import { IconSearch } from '../icons';
import { preloadResultList } from './result-list-loader';
import { setDialogOpen } from './search-dialog-state';

/** The phone's search button. A tap before the page is interactive is recorded by the early-input script and played back once it is. */
export default function SearchButton() {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => button.current?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  // A finger or pointer on the button, or the focus, shows intent: the index starts loading.
  const prepare = () => {
    void prepareSearch(intl.locale);
    preloadResultList();
  };
  useEffect(() => replayEarlyInput(), []);
  return (
    <button
      ref={button}
      type="button"
      className={SEARCH_BUTTON_CLASS}
      aria-label={intl.formatMessage({ id: 'site.search.open' })}
      aria-haspopup="dialog"
      {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}
      onPointerEnter={prepare}
      onTouchStart={prepare}
      onFocus={prepare}
      onClick={(event) => {
        // The header folds its menu on any click inside it; this one opens search instead.
        event.stopPropagation();
        setDialogOpen(true);
      }}
    >
      <IconSearch aria-hidden="true" />
    </button>
  );
}
