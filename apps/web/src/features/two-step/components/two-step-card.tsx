import type { TotpEnrolment } from '@grove/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import {
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useStartTotp,
  useTurnOffTwoStep,
  useTwoStep,
} from '../api/two-step';
import { RecoveryCodesList } from './recovery-codes';

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** Setting up the app: its QR code and key, then the first code from it. */
export function TotpSetup({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useTranslation('two-step');
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const enrolment: TotpEnrolment | undefined = start.data;

  if (!enrolment) {
    return (
      <div className="flex flex-col gap-4">
        {start.isError ? <Alert>{errorText(t, start.error, t('setup.failed'))}</Alert> : null}
        <div>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {t('setup.start')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code, { onSuccess: ({ recovery_codes: codes }) => onDone(codes) });
      }}
    >
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>{t('setup.scan')}</li>
        <li>{t('setup.enter')}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={t('setup.qrAlt')}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-1"
          data-testid="totp-qr"
        />
        <div className="min-w-0 text-sm">
          <p className="text-slate-600">{t('setup.keyLabel')}</p>
          <p className="mt-1 font-mono text-sm break-words text-slate-900 select-all" data-testid="totp-secret">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
        </div>
      </div>
      <Field label={t('setup.codeLabel')}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-40"
          />
        )}
      </Field>
      {confirm.isError ? <Alert>{errorText(t, confirm.error, t('setup.failed'))}</Alert> : null}
      <div>
        <Button type="submit" loading={confirm.isPending}>
          {t('setup.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Profile settings: two-step verification set up, its recovery codes, turning it off. */
export function TwoStepCard() {
  const { t } = useTranslation('two-step');
  const status = useTwoStep();
  const regenerate = useRegenerateRecoveryCodes();
  const turnOff = useTurnOffTwoStep();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const enabled = status.data?.totp.enabled ?? false;

  let body: ReactNode;
  if (codes) {
    body = (
      <div className="flex flex-col gap-4">
        <RecoveryCodesList codes={codes} />
        <div>
          <Button onClick={() => setCodes(null)}>{t('codes.saved')}</Button>
        </div>
      </div>
    );
  } else if (!status.data) {
    body = status.isError ? <Alert>{errorText(t, status.error, t('loadFailed'))}</Alert> : null;
  } else if (!enabled) {
    body = settingUp ? (
      <TotpSetup
        onDone={(fresh) => {
          setSettingUp(false);
          setCodes(fresh);
        }}
      />
    ) : (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{t('off')}</p>
        <div>
          <Button onClick={() => setSettingUp(true)}>{t('setup.begin')}</Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-brand-800">
          <ShieldCheck className="size-4" aria-hidden />
          {t('on')}
        </p>
        <p className="text-sm text-slate-600">{t('codesLeft', { count: status.data.recovery_codes_left })}</p>
        {regenerate.isError ? <Alert>{errorText(t, regenerate.error, t('failed'))}</Alert> : null}
        {turnOff.isError ? <Alert>{errorText(t, turnOff.error, t('failed'))}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate(undefined, { onSuccess: ({ recovery_codes: fresh }) => setCodes(fresh) })}
          >
            {t('regenerate')}
          </Button>
          <Button
            variant="danger"
            loading={turnOff.isPending}
            onClick={() => {
              if (window.confirm(t('turnOffConfirm'))) turnOff.mutate();
            }}
          >
            {t('turnOff')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="two-step-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="two-step-card"
    >
      <h2 id="two-step-title" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
      <div className="mt-5">{body}</div>
    </section>
  );
}
