import { zodResolver } from '@hookform/resolvers/zod';
import { signInLinkRequestSchema } from '@grove/contracts';
import { Inbox } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { errorText, validationText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { publicConfig } from '@/lib/public-config';
import { useConsumeSignInLink, useRequestSignInLink } from '../api/sign-in-link';
import { AUTH_MESSAGE_KEYS, type SignInLocationState } from '../utils/messages';
import { AuthCard, SuccessNotice } from './auth-card';
import { SecondStepForm } from './second-step-form';

const linkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/** The e-mailed token, from the address's fragment (it never reaches a server log). */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length >= 16 ? token : null;
}

/**
 * /signin/link: asks for a one-time sign-in link (the way in while password sign-in is
 * paused, and an option any time), and signs in with one opened from the e-mail.
 */
export function SignInLinkPage() {
  const { hash } = useLocation();
  // Read from the router's location: a link opened while the app is already on this page changes only the hash.
  const token = useMemo(() => tokenFromHash(hash), [hash]);
  return token ? <ConsumeLink key={token} token={token} /> : <RequestLink />;
}

function ConsumeLink({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const consume = useConsumeSignInLink();
  const started = useRef(false);
  const { mutate } = consume;

  useEffect(() => {
    // Once: the link works only once, and React may run an effect twice in development.
    if (started.current) return;
    started.current = true;
    // The token leaves the address bar (and the history) before anything else happens.
    window.history.replaceState(null, '', paths.signInLink.getHref());
    mutate(token, {
      onSuccess: (outcome) => {
        if (outcome.session) void navigate(paths.profile.getHref(), { replace: true });
      },
    });
  }, [mutate, navigate, token]);

  const secondStep = consume.data?.secondStep ?? null;
  if (secondStep) {
    return (
      <AuthCard title={t('secondStep.title')} description={t('secondStep.linkSubtitle')}>
        <SecondStepForm
          step={secondStep}
          onSignedIn={() => void navigate(paths.profile.getHref(), { replace: true })}
          onRestart={() => void navigate(paths.signInLink.getHref(), { replace: true })}
        />
      </AuthCard>
    );
  }
  if (!consume.isError) return <PageLoader label={t('link.signingIn')} />;
  return (
    <AuthCard title={t('link.failedTitle')} description={errorText(t, consume.error, t('link.failedDefault'))}>
      <Link to={paths.signInLink.getHref()} className={linkClass} replace>
        {t('link.requestNew')}
      </Link>
    </AuthCard>
  );
}

function RequestLink() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const arrival = (location.state ?? null) as SignInLocationState | null;
  const form = useForm<z.input<typeof signInLinkRequestSchema>, unknown, z.output<typeof signInLinkRequestSchema>>({
    resolver: zodResolver(signInLinkRequestSchema),
    defaultValues: { email: arrival?.email ?? '' },
    mode: 'onTouched',
  });
  const request = useRequestSignInLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(email, { onSuccess: () => setSentTo(email) });
  });

  return (
    <AuthCard
      title={t('link.title')}
      description={t('link.subtitle')}
      footer={
        <Link to={paths.signin.getHref()} className={linkClass}>
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      {sentTo ? (
        <div className="mb-6 flex flex-col gap-3">
          <SuccessNotice>{t('link.sent')}</SuccessNotice>
          {publicConfig().devMailbox ? (
            <a
              href={`${paths.devMailbox.getHref()}?email=${encodeURIComponent(sentTo)}`}
              target="_blank"
              rel="noopener"
              className="flex items-center gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 hover:bg-amber-100"
            >
              <Inbox className="size-4 shrink-0" aria-hidden />
              {t('forgot.devMailbox')}
            </a>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <Field
          label={t('fields.email')}
          error={validationText(t, form.formState.errors.email?.message, AUTH_MESSAGE_KEYS)}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('fields.emailPlaceholder')}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {sentTo ? t('link.resend') : t('link.send')}
        </Button>
      </form>
      <ErrorDialog
        open={request.isError}
        onClose={() => request.reset()}
        title={t('link.requestFailedTitle')}
        message={errorText(t, request.error, t('link.requestFailedDefault'))}
      />
    </AuthCard>
  );
}
