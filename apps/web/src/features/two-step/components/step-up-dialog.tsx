import { passkeyCeremonySchema, type PasskeyCredential, type StepUpRequest } from '@grove/contracts';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { api, setStepUpHandler } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { passkeyFailureOf, passkeysSupported } from '@/lib/passkeys';
import { stepUp } from '../api/two-step';

/** What the dialog's field takes; a passkey is its own button. */
type Method = Exclude<StepUpRequest['method'], 'passkey'>;
interface Pending {
  methods: string[];
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks the person to confirm it is them when a request answers 403 STEP_UP_REQUIRED (a
 * withdrawal, a change of e-mail or password, a payout...): their app's code or a recovery code,
 * or their password without two-step verification. The API client then sends the request again.
 */
export function StepUpDialog() {
  const { t } = useTranslation('two-step');
  const [pending, setPending] = useState<Pending | null>(null);
  const [method, setMethod] = useState<Method>('totp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  useEffect(() => {
    setStepUpHandler(
      (methods) =>
        new Promise<boolean>((resolve) => {
          // One dialog at a time: a second request waits for the same answer.
          const previous = pendingRef.current;
          const next: Pending = {
            methods,
            resolve: (confirmed) => {
              previous?.resolve(confirmed);
              resolve(confirmed);
            },
          };
          pendingRef.current = next;
          setPending(next);
          setMethod(methods.includes('totp') ? 'totp' : methods.includes('password') ? 'password' : 'recovery_code');
          setValue('');
          setError(null);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);

  const finish = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await stepUp(method === 'password' ? { method, password: value } : { method, code: value });
      finish(true);
    } catch (failure) {
      setError(errorText(t, failure, t('stepUp.failed')));
    } finally {
      setBusy(false);
    }
  };

  /** One of the account's passkeys: the server's options, the device's prompt, its answer. */
  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const ceremony = passkeyCeremonySchema.parse(
        await api<unknown>('/api/v1/auth/step-up/passkey', { method: 'POST', body: {} }),
      );
      const credential = await startAuthentication({
        optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      await stepUp({
        method: 'passkey',
        challenge_id: ceremony.challenge_id,
        credential: credential as unknown as PasskeyCredential,
      });
      finish(true);
    } catch (failure) {
      const kind = passkeyFailureOf(failure);
      if (kind !== 'cancelled') {
        setError(kind === 'failed' ? t('stepUp.passkeyFailed') : errorText(t, failure, t('stepUp.failed')));
      }
    } finally {
      setBusy(false);
    }
  };

  const methods = pending?.methods ?? [];
  const label =
    method === 'password' ? t('stepUp.password') : method === 'totp' ? t('stepUp.appCode') : t('stepUp.recoveryCode');

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) finish(false);
      }}
      title={t('stepUp.title')}
      description={methods.length === 0 ? t('stepUp.signInAgain') : t('stepUp.description')}
      closeLabel={t('stepUp.cancel')}
      icon={<ShieldCheck className="size-5" aria-hidden />}
      footer={
        <>
          <Button variant="secondary" onClick={() => finish(false)}>
            {t('stepUp.cancel')}
          </Button>
          {methods.length > 0 ? (
            <Button type="submit" form="step-up-form" loading={busy}>
              {t('stepUp.confirm')}
            </Button>
          ) : null}
        </>
      }
    >
      {methods.length > 0 ? (
        <form
          id="step-up-form"
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label={label} error={error}>
            {(control) => (
              <Input
                {...control}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                type={method === 'password' ? 'password' : 'text'}
                autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
                inputMode={method === 'totp' ? 'numeric' : undefined}
                autoFocus
              />
            )}
          </Field>
          {methods.includes('passkey') && passkeysSupported() ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void withPasskey()}>
              <KeyRound className="size-4 shrink-0" aria-hidden />
              {t('stepUp.usePasskey')}
            </Button>
          ) : null}
          {methods.includes('recovery_code') ? (
            <button
              type="button"
              className="self-start rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              onClick={() => {
                setMethod(method === 'recovery_code' ? 'totp' : 'recovery_code');
                setValue('');
                setError(null);
              }}
            >
              {method === 'recovery_code' ? t('stepUp.useApp') : t('stepUp.useRecoveryCode')}
            </button>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
