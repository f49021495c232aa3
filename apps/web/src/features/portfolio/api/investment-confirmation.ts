import type { Language } from '@grove/contracts';

/**
 * GET /api/v1/portfolio/me/investments/{paymentId}/confirmation.pdf?lang=: a paid investment's
 * confirmation (or its cancellation's) as a PDF, fetched with the session (DownloadButton).
 */
export function investmentConfirmationPath(paymentId: string, language: Language): string {
  return `/api/v1/portfolio/me/investments/${encodeURIComponent(paymentId)}/confirmation.pdf?${new URLSearchParams({ lang: language })}`;
}
