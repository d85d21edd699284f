// The Package choice of the playground: rc-cascader 3.x (the default) or @rc-component/cascader 1.x,
// each with the version the site runs, and a link to the Versions page that compares them.
import { Link, useIntl } from 'dumi';
import React from 'react';
import { NEXT_CASCADER_VERSION, RC_CASCADER_VERSION } from '../../../../src/generated/rc-cascader-css';
import { PACKAGES, type PackageName } from '../../../../src/converter/rules';

const VERSIONS: Record<PackageName, string> = { 'rc-cascader': RC_CASCADER_VERSION, '@rc-component/cascader': NEXT_CASCADER_VERSION };

interface PackageControlProps {
  pkg: PackageName;
  /** The home page of the locale (`/`, `/zh-CN`), under which the Versions page is. */
  home: string;
  onPackage: (pkg: PackageName) => void;
}

export default function PackageControl({ pkg, home, onPackage }: PackageControlProps) {
  const intl = useIntl();
  const versions = `${home.endsWith('/') ? home : `${home}/`}versions`;
  return (
    <fieldset className="site-playground-group site-playground-package" role="radiogroup" aria-labelledby="playground-package-legend">
      <legend id="playground-package-legend">{intl.formatMessage({ id: 'site.playground.group.package' })}</legend>
      <div className="site-playground-choices">
        {PACKAGES.map((name) => (
          <label key={name} className="site-playground-choice">
            <input type="radio" name="package" value={name} checked={pkg === name} onChange={() => onPackage(name)} />
            <code>{name}</code>
            <span className="site-playground-version">{VERSIONS[name]}</span>
          </label>
        ))}
      </div>
      <p className="site-playground-description">
        {intl.formatMessage({ id: 'site.playground.package.description' })}{' '}
        <Link to={versions}>{intl.formatMessage({ id: 'site.playground.package.versions' })}</Link>
      </p>
    </fieldset>
  );
}
