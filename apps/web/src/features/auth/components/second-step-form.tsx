import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { passkeyFailureOf, passkeysSupported } from '@/lib/passkeys';
import { useSecondStep, type SecondStep } from '../api/second-step';

/**
 * A sign-in's second step: the code from the authenticator app, a recovery code, or one of the
 * account's passkeys, and "Remember this device for 30 days".
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondStep;
  onSignedIn: () => void;
  /** The challenge died (used, expired, too many wrong codes): back to the first step. */
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<'totp' | 'recovery_code'>(
    step.methods.includes('totp') ? 'totp' : 'recovery_code',
  );
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const second = useSecondStep();
  const dead =
    second.error !== null &&
    typeof second.error === 'object' &&
    'code' in second.error &&
    second.error.code === 'SECOND_FACTOR_CHALLENGE_INVALID';
  // Closing the device's prompt is no failure worth a message; a browser that failed says so.
  const failure = passkeyFailureOf(second.error);
  const error =
    !second.isError || dead || failure === 'cancelled'
      ? null
      : failure === 'failed'
        ? t('secondStep.passkeyFailed')
        : errorText(t, second.error, t('secondStep.failed'));
  const withPasskey = step.methods.includes('passkey') && passkeysSupported();

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="second-step"
      onSubmit={(event) => {
        event.preventDefault();
        second.mutate(
          { challenge: step.challenge, method, code, rememberDevice: remember },
          { onSuccess: () => onSignedIn() },
        );
      }}
    >
      <p className="text-sm text-slate-700">
        {method === 'totp' ? t('secondStep.appIntro') : t('secondStep.recoveryIntro')}
      </p>
      <Field label={method === 'totp' ? t('secondStep.appCode') : t('secondStep.recoveryCode')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          className="size-4 rounded border-slate-300 text-brand-700"
        />
        {t('secondStep.remember')}
      </label>
      {dead ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, second.error, t('secondStep.failed'))}
        </p>
      ) : null}
      {dead ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          {t('secondStep.restart')}
        </Button>
      ) : (
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={second.isPending && second.variables.method !== 'passkey'}
        >
          {t('secondStep.submit')}
        </Button>
      )}
      {withPasskey && !dead ? (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="w-full"
          loading={second.isPending && second.variables.method === 'passkey'}
          onClick={() =>
            second.mutate(
              { challenge: step.challenge, method: 'passkey', rememberDevice: remember },
              { onSuccess: () => onSignedIn() },
            )
          }
        >
          <KeyRound className="size-4 shrink-0" aria-hidden />
          <span className="leading-tight whitespace-normal">{t('secondStep.usePasskey')}</span>
        </Button>
      ) : null}
      {step.methods.includes('recovery_code') && step.methods.includes('totp') ? (
        <button
          type="button"
          className="self-center rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          onClick={() => {
            setMethod(method === 'totp' ? 'recovery_code' : 'totp');
            setCode('');
            second.reset();
          }}
        >
          {method === 'totp' ? t('secondStep.useRecoveryCode') : t('secondStep.useApp')}
        </button>
      ) : null}
    </form>
  );
}
