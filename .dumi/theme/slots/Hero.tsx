// Why: the default hero (the home page's title, tagline and actions) is a plain div outside every landmark.
import { useIntl, useRouteMeta } from 'dumi';
import React from 'react';
import FrontMatterLink from '../components/FrontMatterLink';
import HeroTitle from './HeroTitle';
import 'dumi/theme-default/slots/Hero/index.less';
import './Hero.less';

/**
 * The home page's introduction, from its front matter's `hero` (title, tagline, action links), as a
 * named region. The tagline is the page author's HTML, as in dumi's default theme.
 */
export default function Hero() {
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();
  const { hero } = frontmatter;
  if (!hero) return null;
  return (
    <section className="dumi-default-hero" aria-label={intl.formatMessage({ id: 'site.hero' })}>
      {hero.title && <HeroTitle>{hero.title}</HeroTitle>}
      {hero.description && <p dangerouslySetInnerHTML={{ __html: hero.description }} />}
      {hero.actions && hero.actions.length > 0 && (
        <div className="dumi-default-hero-actions">
          {hero.actions.map(({ text, link }) => (
            <FrontMatterLink key={text} to={link}>
              {text}
            </FrontMatterLink>
          ))}
        </div>
      )}
    </section>
  );
}
