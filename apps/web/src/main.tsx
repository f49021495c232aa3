import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '@grove/contracts';
import { App } from './app/app';
import { startPageLoad } from './app/early-start';
import { detectInitialLanguage, initI18n } from './lib/i18n';
import './styles.css';

// The server puts a per-request nonce in this meta tag; UI libraries use it for the
// few <style> elements they insert (scroll lock), so the CSP needs no 'unsafe-inline'.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && !nonce.startsWith('__')) setNonce(nonce);

const detected = await detectInitialLanguage();
startPageLoad(window.location, detected ?? DEFAULT_LANGUAGE);
await initI18n(detected);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
