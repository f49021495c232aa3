import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { HeroIllustration } from './hero-illustration';

/**
 * The top of the landing page (spec §2): headline, subline and the start-with-$10
 * call to action (spec §9). The only part of the page in its first download; the
 * sections below load beside it.
 */
export function LandingHero() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-title"
      className="overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-slate-50"
    >
      <div className="container-page grid items-center gap-10 pt-10 pb-14 sm:pt-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-20 lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.businesses.getHref()} className={buttonClasses('primary', 'lg')}>
              {t('hero.cta')}
            </Link>
            <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
              {t('hero.secondary')}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t('hero.note')}</p>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-lg">
          <HeroIllustration label={t('hero.illustration')} />
        </div>
      </div>
    </section>
  );
}
