/**
 * The playground's event log entries: each callback with its arguments as JSON, option objects shown
 * without their children (a chosen option's subtree would bury the answer). Pure, unit-tested.
 */

export interface LogEntry {
  id: number;
  /** The callback's name: `onChange`, `onOpenChange`, `onSearch`, `loadData`. */
  name: string;
  /** Its arguments as JSON, separated by commas. */
  args: string;
}

/** How many entries the log keeps. */
export const LOG_LIMIT = 30;

/** An argument with every option object's `childrenKey` left out, however deep in arrays it sits. */
function withoutChildren(value: unknown, childrenKey: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutChildren(item, childrenKey));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => key !== childrenKey));
  }
  return value;
}

/** A callback's arguments as the log shows them. */
export function formatArgs(args: unknown[], childrenKey: string): string {
  return args.map((arg) => (arg === undefined ? 'undefined' : JSON.stringify(withoutChildren(arg, childrenKey)))).join(', ');
}

/** The log with a new entry first, at most LOG_LIMIT long. */
export function addEntry(entries: LogEntry[], entry: LogEntry): LogEntry[] {
  return [entry, ...entries].slice(0, LOG_LIMIT);
}
