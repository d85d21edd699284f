/**
 * The theme's Tabs slot: the tabs of code groups (../builtins/CodeGroup.tsx) and the code tabs of the site's demo actions (./PreviewerActions.tsx).
 *
 * Why: the default tabs wrap rc-tabs (with rc-menu and rc-dropdown for overflowing tab lists), about 260 kB of script in every page's entry bundle, for the few demos whose code has a second file; these are plain tab buttons with the same class names and the keyboard behaviour of the ARIA tabs pattern.
 */
import React, { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import 'dumi/theme-default/slots/Tabs/index.less';
import './Tabs.less';

interface TabItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

export interface TabsProps {
  className?: string;
  items?: TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
}

const PREFIX = 'dumi-default-tabs';

/** The tab a key press moves to, or undefined for keys the tab list does not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export default function Tabs({ className, items = [], activeKey, defaultActiveKey, onChange }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  // A pane stays mounted once shown, so an edit in one file survives a look at another.
  const [visited, setVisited] = useState<ReadonlySet<string | undefined>>(() => new Set([current]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    setVisited((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));
    if (key !== current) onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(items[next].key);
    tabs.current[next]?.focus();
  };

  const id = (kind: 'tab' | 'panel', key: string) => `${baseId}${kind}-${key}`;

  return (
    <div className={[PREFIX, className].filter(Boolean).join(' ')}>
      <div className={`${PREFIX}-nav`}>
        <div className={`${PREFIX}-nav-wrap`}>
          <div className={`${PREFIX}-nav-list`} role="tablist">
            {items.map((item, index) => {
              const active = item.key === current;
              return (
                <div key={item.key} className={`${PREFIX}-tab${active ? ` ${PREFIX}-tab-active` : ''}`}>
                  <button
                    ref={(element) => {
                      tabs.current[index] = element;
                    }}
                    type="button"
                    role="tab"
                    id={id('tab', item.key)}
                    className={`${PREFIX}-tab-btn`}
                    aria-selected={active}
                    aria-controls={id('panel', item.key)}
                    tabIndex={active ? 0 : -1}
                    onClick={() => select(item.key)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.label}
                  </button>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div className={`${PREFIX}-content-holder`}>
        <div className={`${PREFIX}-content`}>
          {items.map((item) =>
            visited.has(item.key) || item.key === current ? (
              <div
                key={item.key}
                role="tabpanel"
                id={id('panel', item.key)}
                aria-labelledby={id('tab', item.key)}
                className={`${PREFIX}-tabpane${item.key === current ? ` ${PREFIX}-tabpane-active` : ''}`}
                hidden={item.key !== current}
              >
                {item.children}
              </div>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
