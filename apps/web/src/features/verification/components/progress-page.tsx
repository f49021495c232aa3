import { Check, ExternalLink, Loader2, ScanFace } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { browser, pendingProvider } from '../utils/provider-redirect';
import { Card, VerificationShell } from './verification-shell';

/** How long the explanation stays on screen before the browser leaves for the provider. */
export const REDIRECT_DELAY_MS = 1200;

type StepState = 'done' | 'current' | 'next';

function Step({
  state,
  number,
  title,
  children,
  last = false,
}: {
  state: StepState;
  number: number;
  title: ReactNode;
  children: ReactNode;
  last?: boolean;
}) {
  const { t } = useTranslation('verification');
  return (
    <li className="flex gap-4" aria-current={state === 'current' ? 'step' : undefined}>
      <div className="flex flex-col items-center">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            state === 'done' && 'bg-brand-600 text-white',
            state === 'current' && 'bg-brand-700 text-white ring-4 ring-brand-100',
            state === 'next' && 'bg-white text-slate-500 ring-1 ring-slate-300',
          )}
        >
          {state === 'done' ? <Check className="size-4" aria-hidden /> : number}
        </span>
        {last ? null : <span aria-hidden className="mt-2 w-px flex-1 bg-slate-200" />}
      </div>
      <div className={last ? '' : 'pb-6'}>
        <p className={cn('font-semibold', state === 'next' ? 'text-slate-500' : 'text-slate-900')}>
          {title}
          {state === 'done' ? <span className="sr-only"> ({t('progress.completed')})</span> : null}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** /verification/progress: where the person is, and the way to the provider's page. */
export function VerificationProgressPage() {
  const { t } = useTranslation('verification');
  const [pending] = useState(pendingProvider.get);
  const [redirecting, setRedirecting] = useState(Boolean(pending && !pending.opened));

  useEffect(() => {
    if (!pending || pending.opened) return;
    const timer = window.setTimeout(() => {
      pendingProvider.markOpened();
      setRedirecting(false);
      browser.assign(pending.url);
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return (
    <VerificationShell
      title={t('progress.title')}
      description={t('progress.lead')}
      icon={<ScanFace className="size-6" aria-hidden />}
    >
      <Card>
        <ol>
          <Step state="done" number={1} title={t('progress.steps.details')}>
            {t('progress.steps.detailsText')}
          </Step>
          <Step state="current" number={2} title={t('progress.steps.provider')}>
            {t('progress.steps.providerText')}
          </Step>
          <Step state="next" number={3} last title={t('progress.steps.result')}>
            {t('progress.steps.resultText')}
          </Step>
        </ol>

        <div className="mt-2 rounded-xl bg-slate-50 p-4" role="status" aria-live="polite">
          {redirecting ? (
            <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
              {t('progress.redirecting')}
            </p>
          ) : (
            <p className="text-sm text-slate-700">{pending ? t('progress.notRedirected') : t('progress.noSession')}</p>
          )}
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to={paths.verificationReturn.getHref()} variant="link">
            {t('progress.checkStatus')}
          </ButtonLink>
          {pending ? (
            <Button
              size="lg"
              onClick={() => {
                pendingProvider.markOpened();
                browser.assign(pending.url);
              }}
            >
              {t('progress.open')}
              <ExternalLink className="size-4" aria-hidden />
            </Button>
          ) : (
            <ButtonLink to={paths.verification.getHref()} size="lg">
              {t('progress.start')}
            </ButtonLink>
          )}
        </div>
      </Card>
    </VerificationShell>
  );
}
