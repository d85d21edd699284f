// Why: the default header is a plain div (its logo, navbar and search sit outside any landmark) and its mobile menu button has no name or state.
// Also: a search button on a phone, where the default theme offers no search (SearchBar.tsx), and spacing that sets the brand apart from the navigation and keeps the nav items still from page to page (Header.less).
import { ReactComponent as IconGitHub } from '@ant-design/icons-svg/inline-svg/outlined/github.svg';
import { useIntl, useRouteMeta, useSiteData } from 'dumi';
import React, { useState } from 'react';
// The parts in the order the default header imports them, which keeps the order of their styles.
import ColorSwitch from './ColorSwitch';
import LangSwitch from './LangSwitch';
import Logo from './Logo';
import Navbar from 'dumi/theme-default/slots/Navbar';
import SearchBar from './SearchBar';
// After the search bar, whose styles come first.
import SearchButton from '../components/search/SearchButton';
import 'dumi/theme-default/slots/SocialIcon/index.less';
import 'dumi/theme-default/slots/Header/index.less';
import './Header.less';
import { IconClose, IconMenu } from '../components/icons';

/**
 * The site's banner: logo, navbar, search, language and colour switches, social links. It sticks to
 * the top of the window, except over the home page's hero (`data-static`). On a narrow screen the
 * navbar and the rest fold behind the menu button (`data-mobile-active` while unfolded); any click
 * in the header folds them again. The site has no right-to-left switch (`themeConfig.rtl` is off) and no header extras, so
 * the header does not render those slots. Of the social links, the site configures GitHub only; the header
 * draws that one itself rather than through the default slot, which bundles the icons of nine networks.
 * @public dumi resolves the theme by its folders and renders this default export in place of its own.
 */
export default function Header() {
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header
      className="dumi-default-header"
      data-static={Boolean(frontmatter.hero) || undefined}
      data-mobile-active={menuOpen || undefined}
      onClick={() => setMenuOpen(false)}
    >
      <div className="dumi-default-header-content">
        <section className="dumi-default-header-left">
          <Logo />
        </section>
        <section className="dumi-default-header-right">
          <Navbar />
          <div className="dumi-default-header-right-aside">
            <SearchBar />
            <LangSwitch />
            {themeConfig.prefersColor.switch && <ColorSwitch />}
            {themeConfig.socialLinks?.github && (
              <a
                className="dumi-default-icon"
                data-dumi-tooltip={intl.formatMessage({ id: 'header.social.github' })}
                data-dumi-tooltip-bottom
                aria-label={intl.formatMessage({ id: 'header.social.github' })}
                target="_blank"
                href={themeConfig.socialLinks.github}
                rel="noreferrer"
              >
                <IconGitHub aria-hidden="true" />
              </a>
            )}
          </div>
        </section>
        <SearchButton />
        <button
          type="button"
          className="dumi-default-header-menu-btn"
          aria-label={intl.formatMessage({ id: 'site.header.menu' })}
          aria-expanded={menuOpen}
          onClick={(event) => {
            event.stopPropagation();
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <IconClose /> : <IconMenu />}
        </button>
      </div>
    </header>
  );
}
