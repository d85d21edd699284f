import { Link } from 'dumi';
import React, { type ReactNode } from 'react';
import { isExternalLink } from '../lib/external-link';

/**
 * A link written in a page's front matter (the hero's actions, the features' titles): another
 * site opens in a new tab, a path of this site is routed on the client.
 */
export default function FrontMatterLink({ to, children }: { to: string; children: ReactNode }) {
  return isExternalLink(to) ? (
    <a href={to} target="_blank" rel="noreferrer">
      {children}
    </a>
  ) : (
    <Link to={to}>{children}</Link>
  );
}
