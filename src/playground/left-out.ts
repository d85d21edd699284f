/**
 * The props of rc-cascader the playground offers no control for, each with the reason.
 * tests/unit/playground-controls.test.ts fails on a declared prop that is neither a control
 * (./controls.ts) nor listed here, so an upgrade that adds a prop makes someone decide.
 * The `aria-*` attributes are one entry: React's AriaAttributes, set on the input.
 */

const FUNCTION = 'A function: it is code, not a value a form can set. Write it in the generated code.';
const NODE = 'Takes a React node (an icon or markup), which a form cannot build; the generated code is the place for it.';
const STYLE = 'A style object or class name for your own stylesheet, which the playground does not have.';
const HANDLER = 'An event handler of the outer element or the input: it reports DOM events, not the cascader’s choices.';
const DEPRECATED = 'Deprecated, with a newer prop that the playground offers or logs.';

export const LEFT_OUT: Readonly<Record<string, string>> = {
  'aria-*': 'React’s ARIA attributes, passed to the input as they are: the playground names its cascader with a label.',
  value: 'The playground leaves the cascader uncontrolled, so that each change shows in the event log as it happens.',
  defaultValue: 'A starting value depends on the data; choose in the cascader itself.',
  onChange: 'Logged in the event log, with its arguments.',
  onOpenChange: 'Logged in the event log.',
  onSearch: 'Logged in the event log.',
  searchValue: 'Controls the search text, which the playground leaves to typing; onSearch is logged.',
  open: 'Controlling the menu would keep it open or shut whatever the visitor does; onOpenChange is logged.',
  defaultOpen: 'Acts only when the cascader mounts, before anyone could see it change.',
  autoFocus: 'Would move the focus from the control just changed into the cascader.',
  id: 'The playground sets it, so that the cascader’s label points at its input.',
  tabIndex: 'Changing the tab order of one control of a page would only confuse keyboard users.',
  prefixCls: 'Renames every class, so the stylesheet no longer applies: the cascader would lose its look.',
  className: STYLE,
  style: STYLE,
  dropdownClassName: STYLE,
  dropdownStyle: STYLE,
  dropdownMenuColumnStyle: STYLE,
  transitionName: 'Names CSS classes of a transition that only your stylesheet defines.',
  animation: 'Names CSS classes of a transition that only your stylesheet defines.',
  dropdownMatchSelectWidth:
    'A boolean or a number of pixels for the popup width; the playground’s page width makes it unreadable. See the API reference.',
  showAction: 'A list of events; a form of checkboxes would mislead, since click always opens the menu.',
  builtinPlacements: 'An object of alignment rules, not a value a form can set; placement is offered.',
  dropdownAlign: 'An object of alignment rules, not a value a form can set; placement is offered.',
  getPopupContainer: FUNCTION,
  displayRender: FUNCTION,
  dropdownRender: FUNCTION,
  optionRender: FUNCTION,
  tagRender: FUNCTION,
  maxTagPlaceholder: 'A React node or a function of the hidden values; maxTagCount is offered.',
  children: 'Replaces the selector with an element of yours, which a form cannot build.',
  expandIcon: NODE,
  loadingIcon: NODE,
  suffixIcon: NODE,
  removeIcon: NODE,
  prefix: NODE,
  onBlur: HANDLER,
  onFocus: HANDLER,
  onClick: HANDLER,
  onClear: HANDLER,
  onKeyDown: HANDLER,
  onKeyUp: HANDLER,
  onInputKeyDown: HANDLER,
  onMouseDown: HANDLER,
  onMouseEnter: HANDLER,
  onMouseLeave: HANDLER,
  onPopupScroll: 'Never called by the cascader’s columns (only rc-select’s own list calls it).',
  popupVisible: DEPRECATED,
  onPopupVisibleChange: DEPRECATED,
  onDropdownVisibleChange: DEPRECATED,
  popupClassName: DEPRECATED,
  popupPlacement: DEPRECATED,
  clearIcon: DEPRECATED,
  dropdownPrefixCls: 'Marked @private in the declarations: internal to wrappers such as Ant Design.',
  getInputElement: 'Marked @private in the declarations.',
  getRawInputElement: 'Marked @private in the declarations.',
  maxLength: 'Declared by rc-select, but the cascader never renders the input mode that reads it.',
  choiceTransitionName: 'Declared by rc-select, which no longer reads it.',
  'showSearch.filter': FUNCTION,
  'showSearch.render': FUNCTION,
  'showSearch.sort': FUNCTION,
};

/**
 * The props and `showSearch` fields only @rc-component/cascader 1.x declares that the playground
 * offers no control for, each with the reason (tests/unit/playground-packages.test.ts). Its
 * `checkStrictly` is a control; 1.x's names for the props above are in LEFT_OUT by their 3.x name.
 */
export const LEFT_OUT_NEXT: Readonly<Record<string, string>> = {
  autoClearSearchValue: 'Deprecated in 1.x: the playground sets showSearch.autoClearSearchValue, its new place.',
  'showSearch.searchValue': 'Controls the search text, which the playground leaves to typing; onSearch is logged.',
  autoComplete: 'The input’s autocomplete attribute, for the browser’s own suggestions: it changes nothing the cascader shows.',
  role: 'Replaces the input’s combobox role, which screen readers rely on; no configuration here is better for it.',
  maxCount: 'Only blocks typing in the search once the value holds that many entries; it limits no checking.',
  showScrollBar: 'Read by @rc-component/select’s own option list; the cascader’s columns do not read it.',
  classNames: STYLE,
  styles: STYLE,
  popupStyle: STYLE,
  popupMenuColumnStyle: STYLE,
  popupRender: FUNCTION,
  popupAlign: 'An object of alignment rules, not a value a form can set; placement is offered.',
  popupMatchSelectWidth:
    'A boolean or a number of pixels for the popup width; the playground’s page width makes it unreadable. See the API reference.',
  popupPrefixCls: 'Marked @private in the declarations: internal to wrappers such as Ant Design.',
  suffix: NODE,
  components: 'Replaces the selector’s root or input element with your own component, which a form cannot build.',
};
