import type { Language } from '@grove/contracts';

/** The public catalogue's addresses (spec §7), in one place. */
export const catalogueUrls = {
  list: (language: Language, query = new URLSearchParams()) => {
    const params = new URLSearchParams({ lang: language });
    for (const [key, value] of query) params.set(key, value);
    return `/api/v1/public/projects?${params}`;
  },
  explore: (language: Language, query: URLSearchParams) => {
    const params = new URLSearchParams({ lang: language });
    for (const [key, value] of query) params.set(key, value);
    return `/api/v1/public/project-catalogue?${params}`;
  },
  featured: (language: Language) => `/api/v1/public/projects/featured?lang=${language}`,
  details: (id: string, language: Language) => `/api/v1/public/projects/${encodeURIComponent(id)}?lang=${language}`,
};
