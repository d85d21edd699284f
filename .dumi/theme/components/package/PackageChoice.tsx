// The Package choice: rc-cascader 3.x (the default, which the pages are prerendered with) or
// @rc-component/cascader 1.x, each with the version the site runs, and a link to the Versions page
// that compares them. One control, in the playground's group of controls and at the top of every
// page with demos and of every standalone demo page (./SitePackageChoice.tsx), which all share one
// choice (src/package-choice/).
import { Link, useIntl } from 'dumi';
import React, { useId } from 'react';
import { NEXT_CASCADER_VERSION, RC_CASCADER_VERSION } from '../../../../src/generated/versions';
import { PACKAGES, type PackageName } from '../../../../src/converter/packages';
import './PackageChoice.less';

const VERSIONS: Record<PackageName, string> = { 'rc-cascader': RC_CASCADER_VERSION, '@rc-component/cascader': NEXT_CASCADER_VERSION };

interface PackageChoiceProps {
  value: PackageName;
  onChange: (pkg: PackageName) => void;
  /** The home page of the locale (`/`, `/zh-CN`), under which the Versions page is. */
  home: string;
  /** The message that says what the choice changes where it is. */
  description: string;
  className?: string;
}

export default function PackageChoice({ value, onChange, home, description, className }: PackageChoiceProps) {
  const intl = useIntl();
  const legend = useId();
  const versions = `${home.endsWith('/') ? home : `${home}/`}versions`;
  return (
    <fieldset className={['site-package-choice', className].filter(Boolean).join(' ')} role="radiogroup" aria-labelledby={legend}>
      <legend id={legend}>{intl.formatMessage({ id: 'site.package.legend' })}</legend>
      <div className="site-package-options">
        {PACKAGES.map((name) => (
          <label key={name} className="site-package-option">
            <input type="radio" name={`package${legend}`} value={name} checked={value === name} onChange={() => onChange(name)} />
            <code>{name}</code>
            <span className="site-package-version">{VERSIONS[name]}</span>
          </label>
        ))}
      </div>
      <p className="site-package-description">
        {intl.formatMessage({ id: description })} <Link to={versions}>{intl.formatMessage({ id: 'site.package.versions' })}</Link>
      </p>
    </fieldset>
  );
}
