// Why: the default formats "Last updated" with Intl in a layout effect (60 ms of main thread on first use) and finds PREV/NEXT only after hydration; this one renders both into the static HTML, and its <dl> holds no <dd>s without a <dt>.
import { IconArrowLeft as IconLeft, IconClock, IconEdit } from '../components/icons';
import { FormattedMessage, Link, useIntl, useLocation, useRouteMeta, useSidebarData, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ContentFooter/index.less';
import './ContentFooter.less';
import React from 'react';
import { formatLastUpdated } from '../lib/last-updated';

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function ContentFooter() {
  const { pathname } = useLocation();
  const sidebar = useSidebarData();
  const { themeConfig } = useSiteData();
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();

  const items = (sidebar ?? []).flatMap((group) => group.children);
  const current = items.findIndex((item) => item.link === pathname);
  const prev = current > 0 ? items[current - 1] : undefined;
  const next = current >= 0 ? items[current + 1] : undefined;

  const lastUpdated = themeConfig.lastUpdated ? formatLastUpdated(frontmatter.lastUpdated) : null;
  const filename = themeConfig.editLink ? (frontmatter.filename as string | undefined) : undefined;

  return (
    <footer className="dumi-default-content-footer">
      {/* The theme's styles lay these out as a <dl>; they are two separate facts, not terms. */}
      <dl role="none">
        {lastUpdated && (
          <dd>
            <IconClock />
            <span className="dumi-default-mobile-hidden">
              <FormattedMessage id="content.footer.last.updated" />
            </span>
            <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
          </dd>
        )}
        {filename && (
          <dd>
            <a target="_blank" href={intl.formatMessage({ id: '$internal.edit.link' }, { filename })} rel="noreferrer">
              <IconEdit />
              <FormattedMessage id="content.footer.actions.edit" />
            </a>
          </dd>
        )}
      </dl>
      <nav>
        {prev && (
          <Link to={prev.link} data-prev>
            <small>
              <IconLeft />
              <FormattedMessage id="content.footer.actions.previous" />
            </small>
            {prev.title}
          </Link>
        )}
        {next && (
          <Link to={next.link} data-next>
            <small>
              <FormattedMessage id="content.footer.actions.next" />
              <IconLeft />
            </small>
            {next.title}
          </Link>
        )}
      </nav>
    </footer>
  );
}
