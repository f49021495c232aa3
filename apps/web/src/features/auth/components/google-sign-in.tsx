import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { publicConfig } from '@/lib/public-config';
import { beginGoogleFlow, GOOGLE_SCOPE, GOOGLE_SCRIPT_SRC, googleRedirectUri } from '../utils/google-flow';

/** The little of Google Identity Services that the code flow uses. */
interface GoogleCodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode: 'redirect' | 'popup';
  redirect_uri: string;
  state: string;
}
interface GoogleCodeClient {
  requestCode(): void;
}
interface GoogleIdentityServices {
  accounts: { oauth2: { initCodeClient(config: GoogleCodeClientConfig): GoogleCodeClient } };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

type ScriptStatus = 'loading' | 'ready' | 'failed';

/**
 * Spec §7: the provider's script loads asynchronously when the wrapper mounts, only
 * if its global object is absent, and is removed on unmount.
 */
function useGoogleScript(): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>(() => (window.google ? 'ready' : 'loading'));
  useEffect(() => {
    if (window.google) return;
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    const onLoad = () => setStatus(window.google ? 'ready' : 'failed');
    const onError = () => setStatus('failed');
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.appendChild(script);
    return () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      script.remove();
    };
  }, []);
  return status;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function GoogleButton({ clientId, redirectTo }: { clientId: string; redirectTo: string }) {
  const { t } = useTranslation('auth');
  const status = useGoogleScript();

  const start = () => {
    const google = window.google;
    if (!google) return;
    const state = beginGoogleFlow(redirectTo);
    google.accounts.oauth2
      .initCodeClient({
        client_id: clientId,
        scope: GOOGLE_SCOPE,
        ux_mode: 'redirect',
        redirect_uri: googleRedirectUri(),
        state,
      })
      .requestCode();
  };

  return (
    <div>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={start}
        disabled={status !== 'ready'}
        aria-describedby={status === 'failed' ? 'google-unavailable' : undefined}
      >
        <GoogleMark />
        {t('google.continue')}
      </Button>
      {status === 'failed' ? (
        <p id="google-unavailable" className="mt-2 text-center text-xs text-slate-500">
          {t('google.unavailable')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Continue with Google" (redirect code flow). Hidden entirely when the server has
 * no Google client id configured (PRODUCT.md decision 5).
 */
export function GoogleSignIn({ redirectTo }: { redirectTo: string }) {
  const clientId = publicConfig().googleClientId;
  if (!clientId) return null;
  return <GoogleButton clientId={clientId} redirectTo={redirectTo} />;
}

export function isGoogleSignInEnabled(): boolean {
  return Boolean(publicConfig().googleClientId);
}
