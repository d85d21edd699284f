/**
 * Plays back what a visitor did to a demo before it was hydrated (recorded by the inline script
 * src/inline-scripts/early-input.ts), once React listens to it: each demo's boundary calls
 * `replayEarlyInput` when it has hydrated (./demo-boundary.tsx), and so does the "Copy page" button
 * (.dumi/theme/components/PageActions.tsx).
 */
import { EARLY_INPUT_GLOBAL, isHydrated, type EarlyInputState, type RecordedEvent } from '../inline-scripts/early-input';

type WithEarlyInput = { [EARLY_INPUT_GLOBAL]?: EarlyInputState };

const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!;

/**
 * Makes React see the text a field holds as typed: React tracks the value it last knew, and a field
 * filled before hydration already holds what React found when it hydrated, so an `input` event
 * alone would not reach `onChange`. The value goes through React's own setter as empty, back to the
 * text through the element's, then an `input` event follows. The caret stays where it was. `text` is
 * what was typed: by default what the field holds, which React resets on a controlled field as it hydrates.
 */
export function announceTypedValue(field: HTMLInputElement | HTMLTextAreaElement, text = field.value): void {
  const { selectionStart, selectionEnd, selectionDirection } = field;
  field.value = '';
  nativeValue(field).set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selectionStart !== null && document.activeElement === field) {
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}

const isCheckable = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

function replay({ type, target, init, checked, value }: RecordedEvent): void {
  if (type === 'input') {
    // A checkbox's or radio's input follows its click, which the replayed click repeats.
    if (!isCheckable(target)) announceTypedValue(target as HTMLInputElement, value);
    return;
  }
  // The state before the visitor's click (React may have reset it as it hydrated), so that the click
  // played back makes it what the visitor made it, with React listening.
  if (type === 'click' && isCheckable(target)) target.checked = checked === undefined ? !target.checked : !checked;
  const Event = type === 'keydown' ? KeyboardEvent : type === 'focusin' ? FocusEvent : MouseEvent;
  target.dispatchEvent(new Event(type, init));
}

/** Plays back, in order, every recorded event whose element React has hydrated since; forgets the ones detached. */
export function replayEarlyInput(scope: WithEarlyInput = window as WithEarlyInput): void {
  const state = scope[EARLY_INPUT_GLOBAL];
  if (!state || state.pending.length === 0) return;
  const ready: RecordedEvent[] = [];
  const waiting: RecordedEvent[] = [];
  for (const event of state.pending) {
    if (!event.target.isConnected) continue;
    (isHydrated(event.target) ? ready : waiting).push(event);
  }
  state.pending = waiting;
  // Typed text is announced once, after the keys that typed it.
  const lastInput = new Map<Element, RecordedEvent>();
  for (const event of ready) if (event.type === 'input') lastInput.set(event.target, event);
  for (const event of ready) {
    if (event.type === 'input' && lastInput.get(event.target) !== event) continue;
    replay(event);
  }
}

/** Marks the theme's search bar as ready: from now on it handles Ctrl+K and `/` itself. */
export function searchBarReady(scope: WithEarlyInput = window as WithEarlyInput): void {
  const state = scope[EARLY_INPUT_GLOBAL];
  if (state) state.searchReady = true;
}

/**
 * Tells the inline script that React listens to the page's events from now on (called by the
 * `render` runtime hook in .dumi/app.ts, just before umi hydrates): React then replays a focus on
 * an element it has not hydrated yet by itself.
 */
export function reactListens(scope: WithEarlyInput = window as WithEarlyInput): void {
  const state = scope[EARLY_INPUT_GLOBAL];
  if (state) state.reactListens = true;
}
