// Why: the default colour-mode <select> has no accessible name (only a tooltip on its wrapper).
import { IconDesktop, IconMoon, IconSun } from '../components/icons';
import { useIntl, usePrefersColor, useSiteData } from 'dumi';
import React from 'react';
import 'dumi/theme-default/slots/ColorSwitch/index.less';

type Mode = 'light' | 'dark' | 'auto';
const MODES: readonly Mode[] = ['light', 'dark', 'auto'];

/** The icon of each mode, what the visitor sees: the theme's styles lay the <select> over it, transparent. */
const ICONS: Record<Mode, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  light: IconSun,
  dark: IconMoon,
  auto: IconDesktop,
};

/**
 * Light, dark or following the system. dumi's `usePrefersColor` stores the choice and sets
 * `<html data-prefers-color>`; before the app runs, src/inline-scripts/colour-mode.ts applies the
 * stored choice.
 */
export default function ColorSwitch() {
  const { themeConfig } = useSiteData();
  const intl = useIntl();
  const [, stored, setMode] = usePrefersColor();
  const mode: Mode = stored ?? themeConfig.prefersColor.default;
  const label = (value: Mode) => intl.formatMessage({ id: `header.color.mode.${value}` });
  // The stored value is whatever the visitor's storage holds: one the site does not know has no icon.
  const Icon: (typeof ICONS)[Mode] | undefined = ICONS[mode];
  return (
    <span className="dumi-default-color-switch" data-dumi-tooltip={label(mode)} data-dumi-tooltip-bottom>
      {Icon && <Icon aria-hidden="true" />}
      <select
        aria-label={intl.formatMessage({ id: 'site.colour.mode' })}
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        onClick={(event) => event.stopPropagation()}
      >
        {MODES.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </span>
  );
}
