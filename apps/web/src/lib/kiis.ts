import { normalizeLanguage, type KiisSheet, type Language } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';

/**
 * A business's key investment information sheet (EU 2020/1503 Annex I), as the server lays it out
 * in a language. Shared because the business page, the payment page, the portfolio's Documents tab
 * and the console all show it.
 */
const sheetPath = (projectId: string) => `/api/v1/public/projects/${encodeURIComponent(projectId)}/kiis`;

const query = (language: Language, version?: number) =>
  new URLSearchParams({ lang: language, ...(version === undefined ? {} : { version: String(version) }) });

/** GET /api/v1/public/projects/{id}/kiis?lang=&version=: the published sheet, or an approved earlier version. */
export function fetchKiisSheet(
  projectId: string,
  language: Language,
  version?: number,
  signal?: AbortSignal,
): Promise<KiisSheet> {
  return api<KiisSheet>(`${sheetPath(projectId)}?${query(language, version)}`, { signal });
}

export function kiisSheetQueryOptions(projectId: string, language: Language, version?: number) {
  return queryOptions({
    queryKey: ['kiis', projectId, language, version ?? 'published'] as const,
    queryFn: ({ signal }) => fetchKiisSheet(projectId, language, version, signal),
    // A 404 means none is published: asking again would not change that.
    retry: false,
  });
}

/** The sheet in the interface's language. */
export function useKiisSheet(projectId: string, options: { version?: number; enabled?: boolean } = {}) {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  return useQuery({
    ...kiisSheetQueryOptions(projectId, language, options.version),
    enabled: options.enabled !== false,
  });
}

/** The sheet's PDF: public, so a plain link downloads it. */
export function kiisPdfHref(projectId: string, language: Language, version?: number): string {
  return `${sheetPath(projectId)}.pdf?${query(language, version)}`;
}
