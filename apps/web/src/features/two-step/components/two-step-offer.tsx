import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { portfolioQueryOptions } from '@/lib/portfolio';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useLanguage } from '@/lib/use-language';
import { useTwoStep } from '../api/two-step';

const DISMISSED_KEY = 'grove_two_step_offer_dismissed';

/** After an investor's first investment: an offer to set up two-step verification, until they set it up or say not now. */
export function TwoStepOffer() {
  const { t } = useTranslation('two-step');
  const language = useLanguage();
  const signedIn = useSession((s) => s.token !== null);
  const [dismissed, setDismissed] = useState(() => storage.get(DISMISSED_KEY) === '1');
  const portfolio = useQuery({ ...portfolioQueryOptions(language), enabled: signedIn && !dismissed });
  const status = useTwoStep(signedIn && !dismissed && (portfolio.data?.investment_count ?? 0) > 0);
  if (!signedIn || dismissed || !status.data || status.data.methods.length > 0) return null;
  return (
    <aside
      className="mx-auto mt-6 flex max-w-6xl items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:mx-6 lg:mx-auto"
      data-testid="two-step-offer"
    >
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{t('offer.title')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('offer.description')}</p>
        <ButtonLink to={paths.profile.getHref()} size="sm" className="mt-3">
          {t('offer.action')}
        </ButtonLink>
      </div>
      <button
        type="button"
        aria-label={t('offer.dismiss')}
        className="rounded p-1 text-slate-500 hover:bg-brand-100 hover:text-slate-800"
        onClick={() => {
          storage.set(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        <X className="size-4" aria-hidden />
      </button>
    </aside>
  );
}
