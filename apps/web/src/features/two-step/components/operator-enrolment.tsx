import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { twoStepKey, useTwoStep } from '../api/two-step';
import { RecoveryCodesList } from './recovery-codes';
import { TotpSetup } from './two-step-card';

/** Whether an operator's grace without two-step verification has run out (the console then asks for it). */
export function useOperatorMustEnrol(enabled: boolean): boolean {
  return useTwoStep(enabled).data?.required_now ?? false;
}

/** The console's page, in place of every other, for an operator past the grace without a second factor. */
export function OperatorEnrolment() {
  const { t } = useTranslation('two-step');
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6" data-testid="operator-enrolment">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{t('operator.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('operator.description')}</p>
        </div>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {codes ? (
          <div className="flex flex-col gap-4">
            <RecoveryCodesList codes={codes} />
            <div>
              <Button onClick={() => void queryClient.invalidateQueries({ queryKey: twoStepKey })}>
                {t('codes.saved')}
              </Button>
            </div>
          </div>
        ) : (
          <TotpSetup onDone={setCodes} />
        )}
      </div>
    </div>
  );
}
