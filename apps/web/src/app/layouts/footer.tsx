import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { paths } from '@/lib/paths';
import { publicConfig } from '@/lib/public-config';
import { LEGAL_NAV, MAIN_NAV } from './nav-items';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-7" />
            {t('brand')}
          </div>
          <p className="mt-3 max-w-md text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('nav.main')}>
          <ul className="space-y-2 text-sm">
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <Link className="hover:text-white hover:underline" to={item.href}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
            {publicConfig().demo ? (
              <li>
                <Link className="hover:text-white hover:underline" to={paths.demo.getHref()}>
                  {t('nav.demo')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <nav aria-label={t('nav.legal')}>
          <ul className="space-y-2 text-sm">
            {LEGAL_NAV.map((item) => (
              <li key={item.key}>
                <Link className="hover:text-white hover:underline" to={item.href}>
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page space-y-3 py-6 text-xs leading-relaxed text-slate-400">
          <p>
            {t('footer.riskNotice')}{' '}
            <Link className="font-semibold text-slate-200 underline" to={paths.riskWarning.getHref()}>
              {t('footer.readRiskWarning')}
            </Link>
          </p>
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
