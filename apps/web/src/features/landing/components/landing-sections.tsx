import {
  ArrowRight,
  ChevronDown,
  ClipboardCheck,
  CreditCard,
  Landmark,
  Play,
  ScanFace,
  Search,
  Sprout,
  TrendingUp,
  Undo2,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const loadExplainer = () => import('./explainer-dialog');
const ExplainerDialog = lazy(loadExplainer);

const TRUST = ['entry', 'returns', 'minimum', 'reflection'] as const;
const STEPS = [
  { key: 'choose', icon: Search },
  { key: 'invest', icon: Wallet },
  { key: 'earn', icon: TrendingUp },
] as const;
const SAFEGUARDS = [
  { key: 'identity', icon: ScanFace },
  { key: 'payments', icon: CreditCard },
  { key: 'segregated', icon: Landmark },
  { key: 'quiz', icon: ClipboardCheck },
  { key: 'reflection', icon: Undo2 },
] as const;
const FAQ = ['minimum', 'fees', 'payouts', 'risks', 'reflection', 'target'] as const;

function SectionHeading({
  id,
  title,
  subtitle,
  tone = 'light',
}: {
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className="max-w-2xl">
      <h2
        id={id}
        className={cn('text-3xl font-bold tracking-tight', tone === 'dark' ? 'text-white' : 'text-slate-900')}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={cn('mt-2 text-base', tone === 'dark' ? 'text-brand-100' : 'text-slate-600')}>{subtitle}</p>
      ) : null}
    </div>
  );
}

/**
 * The landing page below the hero (spec §2): figures, popular projects (passed in by
 * the app, which owns the catalogue), the three-step explainer, the security section,
 * the video call to action and the six-question FAQ. It loads beside the hero rather
 * than before it; the video's code loads only when asked for.
 */
// The sections further down use `content-visibility: auto`: off screen, the browser skips their
// layout and painting until they come near (the page's first load is lighter).
export default function LandingSections({ popular }: { popular?: ReactNode }) {
  const { t } = useTranslation('landing');
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <>
      <section aria-labelledby="trust-title" className="border-y border-slate-200 bg-white">
        <h2 id="trust-title" className="sr-only">
          {t('trust.title')}
        </h2>
        <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4">
          {TRUST.map((key) => (
            <div key={key} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-sm leading-snug text-slate-600">{t(`trust.items.${key}.label`)}</dt>
              <dd className="text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">
                {t(`trust.items.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {/* Room for the cards while their code loads, so the sections below do not jump. */}
      <Suspense fallback={<div className="min-h-[110rem] sm:min-h-[72rem] lg:min-h-[62rem]" aria-hidden />}>
        {popular}
      </Suspense>

      <section
        id="how-it-works"
        aria-labelledby="steps-title"
        className="container-page scroll-mt-20 py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:py-20"
      >
        <SectionHeading id="steps-title" title={t('steps.title')} subtitle={t('steps.subtitle')} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-brand-700">{t('steps.label', { number: index + 1 })}</span>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`steps.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="security-title"
        className="bg-brand-950 py-16 text-white [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="security-title"
            title={t('security.title')}
            subtitle={t('security.subtitle')}
            tone="dark"
          />
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {SAFEGUARDS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-brand-200">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-white">{t(`security.items.${key}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-brand-100">{t(`security.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="video-title"
        className="container-page py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:py-20"
      >
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="video-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('video.title')}
            </h2>
            <p className="mt-2 text-brand-100">{t('video.text')}</p>
          </div>
          <button
            type="button"
            onClick={() => setVideoOpen(true)}
            onPointerEnter={() => void loadExplainer()}
            onFocus={() => void loadExplainer()}
            aria-haspopup="dialog"
            className={buttonClasses('secondary', 'lg')}
          >
            <Play className="size-5 fill-current text-brand-700" aria-hidden />
            {t('video.button')}
          </button>
        </div>
        {videoOpen ? (
          <Suspense fallback={null}>
            <ExplainerDialog onClose={() => setVideoOpen(false)} />
          </Suspense>
        ) : null}
      </section>

      <section
        aria-labelledby="faq-title"
        className="container-page pb-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:pb-20"
      >
        <SectionHeading id="faq-title" title={t('faq.title')} />
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQ.map((key) => (
            <details key={key} className="group" data-testid="faq-item">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
                <h3>{t(`faq.items.${key}.question`)}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden
                />
              </summary>
              <div className="px-5 pb-5 text-sm leading-relaxed text-slate-700 sm:px-6">
                <p>{t(`faq.items.${key}.answer`)}</p>
                {key === 'risks' ? (
                  <Link
                    to={paths.riskWarning.getHref()}
                    className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
                  >
                    {t('faq.riskLink')}
                  </Link>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="final-title"
        className="container-page [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
      >
        <div className="flex flex-col items-center rounded-3xl border border-brand-200 bg-brand-50 px-6 py-12 text-center">
          <h2 id="final-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('final.title')}
          </h2>
          <p className="mt-2 max-w-lg text-slate-700">{t('final.text')}</p>
          <Link to={paths.businesses.getHref()} className={cn(buttonClasses('primary', 'lg'), 'mt-6')}>
            {t('final.cta')}
            <ArrowRight className="size-5" aria-hidden />
          </Link>
        </div>
      </section>

      {/* For founders (issue 26): apply to raise; signing in comes first when needed, then back. */}
      <section
        aria-labelledby="founders-title"
        className="container-page pt-10 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
      >
        <div className="flex flex-col items-start gap-4 rounded-3xl border border-slate-200 bg-white p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div className="max-w-xl">
            <h2 id="founders-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('founders.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('founders.text')}</p>
          </div>
          <Link to={paths.founderApply.getHref()} className={buttonClasses('secondary', 'lg')}>
            <Sprout className="size-5 text-brand-700" aria-hidden />
            {t('founders.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
