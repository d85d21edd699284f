// Why: the default tab bar is a list of buttons that mark the shown tab only with data-active (a screen reader cannot tell which tab is shown), has no addresses to open or share, and marks no tab for an unknown ?tab=.
import { Link, useIntl, useLocation, useRouteMeta } from 'dumi';
import type { IContentTabsProps } from 'dumi/theme-default/slots/ContentTabs';
import 'dumi/theme-default/slots/ContentTabs/index.less';
import React, { useEffect, useRef } from 'react';
import { searchForTab } from '../lib/content-tabs';

/**
 * The tab a visitor just chose (`''`: the default one). Choosing a tab remounts the page (see
 * Content.tsx), this bar included; the new bar moves the focus back to the chosen tab, so a
 * keyboard user does not land at the top of the document.
 */
let focusOnMount: string | null = null;

/**
 * Each tab is a link to its own address (`?tab=<key>`, none for the default tab), so it can be
 * opened in a new window, shared, and followed with the keyboard; the shown one carries
 * `aria-current="page"`. The list keeps the default theme's classes and `data-active`, so it
 * looks the same.
 * @public dumi resolves the theme by its folders and renders this default export in place of its own.
 */
export default function ContentTabs({ tabs, tabKey }: IContentTabsProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { frontmatter } = useRouteMeta();
  const current = useRef<HTMLAnchorElement>(null);

  const shown = tabs?.find((tab) => tab.key === tabKey);
  const shownKey = shown?.key ?? '';

  useEffect(() => {
    if (focusOnMount === shownKey) current.current?.focus();
    focusOnMount = null;
  }, [shownKey]);

  if (!tabs?.length) return null;

  const entries = [
    {
      key: '',
      title: (frontmatter.defaultTabTitle as string | undefined) ?? intl.formatMessage({ id: 'content.tabs.default' }),
    },
    ...tabs.map((tab) => ({
      key: tab.key,
      title: tab.titleIntlId ? intl.formatMessage({ id: tab.titleIntlId }) : tab.meta.frontmatter.title,
    })),
  ];

  return (
    <nav aria-label={intl.formatMessage({ id: 'site.content.tabs' })}>
      <ul className="dumi-default-content-tabs">
        {entries.map(({ key, title }) => {
          const active = key === shownKey;
          return (
            <li key={key} data-active={active || undefined}>
              <Link
                ref={active ? current : undefined}
                to={{ pathname, search: searchForTab(key || null) }}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  focusOnMount = active ? null : key;
                }}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
