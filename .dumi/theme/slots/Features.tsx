// Why: the default feature list (shown under the hero) is a plain div outside every landmark.
import { useIntl, useRouteMeta } from 'dumi';
import React from 'react';
import FrontMatterLink from '../components/FrontMatterLink';
import 'dumi/theme-default/slots/Features/index.less';

/**
 * The front matter's `features` as a named region of cards, in three columns, or in two when their
 * number divides by two but not by three. A description is the page author's HTML, as in dumi's
 * default theme.
 */
export default function Features() {
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();
  const features = frontmatter.features ?? [];
  if (features.length === 0) return null;
  return (
    <section
      className="dumi-default-features"
      data-cols={features.length % 3 !== 0 && features.length % 2 === 0 ? 2 : 3}
      aria-label={intl.formatMessage({ id: 'site.features' })}
    >
      {features.map(({ title, description, emoji, link }, index) => (
        <div key={title ?? index} className="dumi-default-features-item">
          {emoji && <i>{emoji}</i>}
          {title && <h3>{link ? <FrontMatterLink to={link}>{title}</FrontMatterLink> : title}</h3>}
          {description && <p dangerouslySetInnerHTML={{ __html: description }} />}
        </div>
      ))}
    </section>
  );
}
