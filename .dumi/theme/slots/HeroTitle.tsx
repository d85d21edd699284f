// Why: the default hero title embeds a 50 kB base64 web font in the site's only stylesheet, which every page must download before it can paint; this title uses system fonts.
import React, { type ReactNode } from 'react';
import './HeroTitle.less';

export default function HeroTitle(props: { children?: ReactNode }) {
  return (
    <h1 className="dumi-default-hero-title">
      <span>{props.children}</span>
    </h1>
  );
}
