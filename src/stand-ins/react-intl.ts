/**
 * Stands in for: react-intl@7.1.14, as dumi's theme API, its theme and its locale runtime import it (swap "react-intl").
 *
 * The part of react-intl's API that dumi and its theme use, without react-intl.
 *
 * Why: the site's messages are plain English strings with at most `{name}` arguments, but
 * react-intl's `createIntl` asks V8 which locales `Intl.NumberFormat` supports, a call that costs
 * about 60 ms of main-thread time (160 ms on Lighthouse's throttled phone) on every page load, and
 * ships the ICU message parser. The build swaps `react-intl` for this module
 * (src/plugins/module-swaps.ts); a unit test checks that every message of the site is one that
 * `formatMessageText` formats exactly as react-intl would.
 *
 * Dates, numbers, plurals, lists and display names go straight to the browser's `Intl` objects,
 * created on first use.
 */
import { Fragment, createContext, createElement, isValidElement, useContext, useMemo } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';

export interface MessageDescriptor {
  id?: string;
  defaultMessage?: string;
  description?: string | object;
}

export type MessageValues = Record<string, unknown>;

export interface IntlConfig {
  locale: string;
  messages?: Record<string, string | undefined>;
  defaultLocale?: string;
  timeZone?: string;
  formats?: Record<string, unknown>;
  onError?: (error: Error) => void;
}

type DateInput = Date | number | string;

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Record<string, string | undefined>;
  timeZone?: string;
  formats: Record<string, unknown>;
  textComponent: typeof Fragment;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string & ReactNode;
  $t(descriptor: MessageDescriptor, values?: MessageValues): string & ReactNode;
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatDateToParts(value: DateInput, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[];
  formatTimeToParts(value: DateInput, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[];
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatNumberToParts(value: number | bigint, options?: Intl.NumberFormatOptions): Intl.NumberFormatPart[];
  formatPlural(value: number, options?: Intl.PluralRulesOptions): Intl.LDMLPluralRule;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
  formatRelativeTime(value: number, unit?: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
  formatDisplayName(value: string, options: Intl.DisplayNamesOptions): string | undefined;
}

/** A `{name}` argument; anything else in braces (plural, select, number styles) is not supported. */
const ARGUMENT = /\{\s*([A-Za-z_$][\w$]*)\s*\}/g;

/**
 * Whether `formatMessageText` formats `message` exactly as react-intl would: no ICU plural, select
 * or typed arguments, no rich-text tags and no quoting apostrophes before a brace.
 */
export function isSimpleMessage(message: string): boolean {
  const withoutArguments = message.replace(ARGUMENT, '');
  return !/[{}<]/.test(withoutArguments) && !/'[{}<#|]/.test(message);
}

/**
 * Fills a message's `{name}` arguments. Returns a string when every value is text (or a number);
 * when a value is a React element, returns the pieces as an array of nodes, as react-intl does.
 * An argument without a value is left as it is written.
 */
function formatMessageText(message: string, values?: MessageValues): string | ReactNode[] {
  if (!values) return message;
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(ARGUMENT)) {
    const [whole, name] = match;
    const at = match.index ?? 0;
    if (at > last) pieces.push(message.slice(last, at));
    pieces.push(Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as ReactNode) : whole);
    last = at + whole.length;
  }
  if (last < message.length) pieces.push(message.slice(last));
  if (pieces.every((piece) => !isValidElement(piece) && typeof piece !== 'object')) {
    return pieces.map((piece) => (piece === null || piece === undefined ? '' : String(piece))).join('');
  }
  return pieces.map((piece, index) => (isValidElement(piece) ? createElement(Fragment, { key: index }, piece) : piece));
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * What `createIntlCache` hands out: the last shape made with it for each locale, with its config.
 * dumi's generated locale provider creates the shape again after every change of address, with the
 * same locale and messages (the same objects), and sets it as state; the same shape back lets React
 * leave the page alone. A new one re-rendered every component that reads it (nearly all of them),
 * synchronously, in the click that started a navigation: about 20 ms before the new page began.
 */
export interface IntlCache {
  shapes: Map<string, { config: IntlConfig; intl: IntlShape }>;
}

const CONFIG_KEYS = ['locale', 'messages', 'defaultLocale', 'timeZone', 'formats', 'onError'] as const;

/** An `IntlShape` for one locale and its messages; the cached one when `cache` holds one for the same config. */
export function createIntl(config: IntlConfig, cache?: IntlCache): IntlShape {
  const cached = cache?.shapes.get(config.locale);
  if (cached && CONFIG_KEYS.every((key) => cached.config[key] === config[key])) return cached.intl;
  const intl = makeIntl(config);
  cache?.shapes.set(config.locale, { config: { ...config }, intl });
  return intl;
}

function makeIntl(config: IntlConfig): IntlShape {
  const locale = config.locale || config.defaultLocale || 'en';
  const messages = config.messages ?? {};
  const timeZone = config.timeZone;
  const withZone = <T extends { timeZone?: string }>(options?: T) =>
    (timeZone && !options?.timeZone ? { ...options, timeZone } : options) as T | undefined;

  const formatMessage = ({ id, defaultMessage }: MessageDescriptor, values?: MessageValues) => {
    const message = (id !== undefined ? messages[id] : undefined) ?? defaultMessage ?? id ?? '';
    return formatMessageText(message, values) as string & ReactNode;
  };

  return {
    locale,
    defaultLocale: config.defaultLocale ?? 'en',
    messages,
    timeZone,
    formats: config.formats ?? {},
    textComponent: Fragment,
    formatMessage,
    $t: formatMessage,
    formatDate: (value, options) => new Intl.DateTimeFormat(locale, withZone(options)).format(toDate(value)),
    formatTime: (value, options) =>
      new Intl.DateTimeFormat(locale, withZone({ hour: 'numeric', minute: 'numeric', ...options })).format(toDate(value)),
    formatDateToParts: (value, options) => new Intl.DateTimeFormat(locale, withZone(options)).formatToParts(toDate(value)),
    formatTimeToParts: (value, options) =>
      new Intl.DateTimeFormat(locale, withZone({ hour: 'numeric', minute: 'numeric', ...options })).formatToParts(toDate(value)),
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    formatNumberToParts: (value, options) => new Intl.NumberFormat(locale, options).formatToParts(value),
    formatPlural: (value, options) => new Intl.PluralRules(locale, options).select(value),
    formatList: (values, options) => new Intl.ListFormat(locale, options).format(values),
    formatRelativeTime: (value, unit = 'second', options) => new Intl.RelativeTimeFormat(locale, options).format(value, unit),
    formatDisplayName: (value, options) => new Intl.DisplayNames(locale, options).of(value),
  };
}

/**
 * react-intl keeps formatters in this cache; these formatters are created on use, so it is empty.
 * @public The module this stands in for exports it, and the code that imports that module asks for it by name.
 */
export function createIntlCache(): IntlCache {
  return { shapes: new Map() };
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const IntlContext = createContext<IntlShape | null>(null);
export const RawIntlProvider = IntlContext.Provider;

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, defaultLocale, messages, timeZone, formats, onError } = config;
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, timeZone, formats, onError }),
    [locale, defaultLocale, messages, timeZone, formats, onError],
  );
  return createElement(RawIntlProvider, { value: intl }, children);
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl() needs an <IntlProvider> or <RawIntlProvider> above it.');
  return intl;
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function injectIntl<P extends { intl: IntlShape }>(Component: ComponentType<P>) {
  function WithIntl(props: Omit<P, 'intl'>) {
    return createElement(Component, { ...props, intl: useIntl() } as P);
  }
  WithIntl.displayName = `injectIntl(${Component.displayName || Component.name || 'Component'})`;
  return WithIntl;
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

type Render<T> = { children?: (formatted: T) => ReactElement | null };

export function FormattedMessage({
  id,
  defaultMessage,
  values,
  children,
}: MessageDescriptor & { values?: MessageValues; children?: (nodes: ReactNode[]) => ReactElement | null }) {
  const formatted = useIntl().formatMessage({ id, defaultMessage }, values) as string | ReactNode[];
  if (typeof children === 'function') return children(Array.isArray(formatted) ? formatted : [formatted]);
  return createElement(Fragment, null, ...(Array.isArray(formatted) ? formatted : [formatted]));
}

/** A component that renders one of the shape's formatters, or passes its result to `children`. */
function formattedValue<V, O, T>(format: (intl: IntlShape, value: V, options: O) => T) {
  return function Formatted({ value, children, ...options }: { value: V } & Render<T> & O) {
    const formatted = format(useIntl(), value, options as unknown as O);
    return typeof children === 'function' ? children(formatted) : createElement(Fragment, null, formatted as ReactNode);
  };
}

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedDate = formattedValue((intl, value: DateInput, options: Intl.DateTimeFormatOptions) =>
  intl.formatDate(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedTime = formattedValue((intl, value: DateInput, options: Intl.DateTimeFormatOptions) =>
  intl.formatTime(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedNumber = formattedValue((intl, value: number, options: Intl.NumberFormatOptions) =>
  intl.formatNumber(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedList = formattedValue((intl, value: string[], options: Intl.ListFormatOptions) => intl.formatList(value, options));
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedDisplayName = formattedValue((intl, value: string, options: Intl.DisplayNamesOptions) =>
  intl.formatDisplayName(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedRelativeTime = formattedValue(
  (intl, value: number, { unit, ...options }: Intl.RelativeTimeFormatOptions & { unit?: Intl.RelativeTimeFormatUnit }) =>
    intl.formatRelativeTime(value, unit, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedDateParts = formattedValue((intl, value: DateInput, options: Intl.DateTimeFormatOptions) =>
  intl.formatDateToParts(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedTimeParts = formattedValue((intl, value: DateInput, options: Intl.DateTimeFormatOptions) =>
  intl.formatTimeToParts(value, options),
);
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const FormattedNumberParts = formattedValue((intl, value: number, options: Intl.NumberFormatOptions) =>
  intl.formatNumberToParts(value, options),
);

type PluralForms = Partial<Record<Intl.LDMLPluralRule, ReactNode>> & { other: ReactNode };

/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export function FormattedPlural({
  value,
  children,
  ...forms
}: { value: number; children?: (form: ReactNode) => ReactElement | null } & PluralForms) {
  const rule = useIntl().formatPlural(value);
  const form = (forms as PluralForms)[rule] ?? forms.other;
  return typeof children === 'function' ? children(form) : createElement(Fragment, null, form);
}
