// Why: the default sidebar is an unnamed div of <dl>s, and a group without a title is a <dl> with <dd>s but no <dt>.
// Also: the default cuts most labels with an ellipsis in its 184 px; here they read in full (Sidebar.less).
import { NavLink, useIntl, useLocation, useRouteMeta, useSidebarData } from 'dumi';
import React from 'react';
import Toc from './Toc';
import 'dumi/theme-default/slots/Sidebar/index.less';
import './Sidebar.less';

/**
 * The pages of the current section as named navigation, in groups. The theme's styles lay a group
 * out as a <dl>: a group with a title is a term and its pages; one without is only a list of pages,
 * so it is marked as presentational rather than read as a broken description list. The page being
 * read lists its own sections under its link when its front matter asks for `toc: menu`.
 * @public dumi resolves the theme by its folders and renders this default export in place of its own.
 */
export default function Sidebar() {
  const { pathname } = useLocation();
  const { frontmatter } = useRouteMeta();
  const groups = useSidebarData();
  const intl = useIntl();
  if (!groups) return null;
  return (
    <nav className="dumi-default-sidebar" aria-label={intl.formatMessage({ id: 'site.sidebar' })}>
      {groups.map((group, index) => (
        <dl key={index} className="dumi-default-sidebar-group" role={group.title ? undefined : 'none'}>
          {group.title && <dt>{group.title}</dt>}
          {group.children.map(({ link, title }) => (
            <dd key={link}>
              <NavLink to={link} title={title} end>
                {title}
              </NavLink>
              {link === pathname && frontmatter.toc === 'menu' && <Toc />}
            </dd>
          ))}
        </dl>
      ))}
    </nav>
  );
}
