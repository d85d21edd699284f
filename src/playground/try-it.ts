import type { LocaleId } from '../site';

/**
 * The "Try it" links of the API reference (docs/index.md and its Chinese counterpart): for each row
 * whose prop the playground covers, the playground's address with that prop set to a value other than
 * its default, and what it needs to have an effect. tests/unit/playground-try-it.test.ts holds the
 * rows to this list and each address to the playground's own reading of it.
 */
export const TRY_IT: Readonly<Record<string, string>> = {
  'api-options': 'options=regions',
  'api-loaddata': 'options=loadData',
  'api-checkable': 'checkable=true',
  'api-changeonselect': 'changeOnSelect=true',
  'api-showcheckedstrategy': 'checkable=true&showCheckedStrategy=SHOW_CHILD',
  'api-maxtagcount': 'checkable=true&maxTagCount=1',
  'api-maxtagtextlength': 'checkable=true&maxTagTextLength=3',
  'api-disabled': 'disabled=true',
  'api-showsearch': 'showSearch=true',
  'api-showsearch-limit': 'showSearch=true&showSearch.limit=2',
  'api-showsearch-matchinputwidth': 'showSearch=true&showSearch.matchInputWidth=false',
  'api-autoclearsearchvalue': 'checkable=true&showSearch=true&autoClearSearchValue=false',
  'api-placeholder': 'placeholder=Choose%20produce',
  'api-allowclear': 'allowClear=true',
  'api-loading': 'loading=true',
  'api-title': 'title=Produce',
  'api-direction': 'direction=rtl',
  'api-expandtrigger': 'expandTrigger=hover',
  'api-placement': 'placement=topRight',
  'api-notfoundcontent': 'showSearch=true&notFoundContent=No%20match',
  'api-fieldnames-label': 'fieldNames.label=name',
  'api-fieldnames-value': 'fieldNames.value=id',
  'api-fieldnames-children': 'fieldNames.children=items',
};

/** The addresses whose text is in the language of a locale's API reference, where it is not English. */
const TRY_IT_IN: Partial<Record<LocaleId, Readonly<Record<string, string>>>> = {
  'zh-CN': {
    'api-placeholder': `placeholder=${encodeURIComponent('选择农产品')}`,
    'api-title': `title=${encodeURIComponent('农产品')}`,
    'api-notfoundcontent': `showSearch=true&notFoundContent=${encodeURIComponent('无匹配项')}`,
  },
};

/** The "Try it" address of the API reference's row `anchor` on the pages of `locale`, if the row has one. */
export const tryIt = (anchor: string, locale: LocaleId): string | undefined => TRY_IT_IN[locale]?.[anchor] ?? TRY_IT[anchor];

/** The link text in each locale. */
export const TRY_IT_TEXT = { 'en-US': 'Try it', 'zh-CN': '试一试' } as const;
