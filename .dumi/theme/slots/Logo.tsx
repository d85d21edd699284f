// Why: the default logo repeats the site name as the image's alt text right next to the same name as text (the image is
// decorative), and its image has no dimensions.
import { Link, useLocale, useSiteData } from 'dumi';
import React from 'react';
import 'dumi/theme-default/slots/Logo/index.less';
import './Logo.less';

/** The site's logo and name, linking to the home page of the locale being read. */
export default function Logo() {
  const { themeConfig } = useSiteData();
  const locale = useLocale();
  return (
    <Link className="dumi-default-logo" to={'base' in locale ? locale.base : '/'}>
      {/* public/logo.svg is a 64 px square. */}
      {themeConfig.logo && <img src={themeConfig.logo} alt="" width={64} height={64} />}
      {themeConfig.name}
    </Link>
  );
}
