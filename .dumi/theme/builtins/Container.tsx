// Why: the default callout box (:::info, :::warning, …) titles itself with an <h4>, a skipped heading level under any <h1> or <h2>.
import { IconCheckCircle as IconSuccess, IconCloseCircle as IconError, IconInfoCircle as IconInfo, IconWarning } from '../components/icons';
import React, { type ReactNode } from 'react';
import 'dumi/theme-default/builtins/Container/index.less';

const ICONS: Record<string, typeof IconInfo | undefined> = {
  info: IconInfo,
  warning: IconWarning,
  success: IconSuccess,
  error: IconError,
};

/**
 * A Markdown callout (`:::warning Careful`): its kind's icon, its title (the kind in capitals when
 * the Markdown gives none) and its content. The title is the callout's label, not a section of the
 * page, so it keeps the theme's <h4> look without a heading role.
 */
export default function Container({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const Icon = ICONS[type];
  return (
    <div className="dumi-default-container markdown" data-type={type}>
      {Icon && <Icon />}
      <h4 role="none">{title || type.toUpperCase()}</h4>
      <section>{children}</section>
    </div>
  );
}
