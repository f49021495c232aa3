import type { Portfolio, Project } from '@grove/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE, portfolioQueryOptions } from '@/lib/portfolio';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';

export interface FavoriteResult {
  project_id: string;
  favorite: boolean;
}

/** PUT (save) or DELETE (remove) /api/v1/portfolio/me/favorites/{id}. */
export async function setFavorite(projectId: string, favorite: boolean): Promise<FavoriteResult> {
  const body = await api<Partial<FavoriteResult>>(`/api/v1/portfolio/me/favorites/${encodeURIComponent(projectId)}`, {
    method: favorite ? 'PUT' : 'DELETE',
  });
  return {
    project_id: typeof body.project_id === 'string' ? body.project_id : projectId,
    favorite: typeof body.favorite === 'boolean' ? body.favorite : favorite,
  };
}

/** The signed-in user's saved businesses, from the portfolio (nothing for a guest). */
export function useSavedProjects() {
  const language = useLanguage();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const query = useQuery({ ...portfolioQueryOptions(language), enabled: isAuthenticated });
  const favorites = query.data?.favorites;
  const ids = useMemo(() => new Set((favorites ?? []).map((project) => project.id)), [favorites]);
  return { ids, isLoading: isAuthenticated && query.isPending };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isProject = (value: unknown, id: string): value is Project =>
  isRecord(value) && value.id === id && typeof value.name === 'string';

/** The project with this id anywhere in the catalogue's cached answers (lists, featured, details). */
function cachedProject(queryClient: QueryClient, id: string, language: unknown): Project | null {
  let fallback: Project | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] === PORTFOLIO_SCOPE[0]) continue;
    const data: unknown = query.state.data;
    const candidates = Array.isArray(data)
      ? data
      : isRecord(data) && Array.isArray(data.projects)
        ? data.projects
        : [data];
    const found = candidates.find((candidate) => isProject(candidate, id));
    if (!found) continue;
    if (query.queryKey.includes(language)) return found;
    fallback ??= found;
  }
  return fallback;
}

function withFavorite(data: Portfolio, id: string, favorite: boolean, project: Project | null): Portfolio {
  const without = data.favorites.filter((item) => item.id !== id);
  if (!favorite) return { ...data, favorites: without };
  if (without.length !== data.favorites.length) return data;
  return project ? { ...data, favorites: [project, ...without] } : data;
}

function applyToCache(queryClient: QueryClient, id: string, favorite: boolean) {
  for (const [key, data] of queryClient.getQueriesData<Portfolio>({ queryKey: PORTFOLIO_SCOPE })) {
    if (!data) continue;
    queryClient.setQueryData<Portfolio>(key, withFavorite(data, id, favorite, cachedProject(queryClient, id, key[2])));
  }
}

const FAVORITE_MUTATION_KEY = ['favorite'] as const;

/**
 * Saves or removes a business. The saved list changes at once (optimistically),
 * is rolled back if the call fails, and is set from the answer when it succeeds
 * (spec §4: favourites are updated when add or remove succeeds), then refetched.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    mutationFn: ({ projectId, favorite }: { projectId: string; favorite: boolean }) => setFavorite(projectId, favorite),
    onMutate: async ({ projectId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: PORTFOLIO_SCOPE });
      const previous = queryClient.getQueriesData<Portfolio>({ queryKey: PORTFOLIO_SCOPE });
      applyToCache(queryClient, projectId, favorite);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result) => {
      applyToCache(queryClient, result.project_id, result.favorite);
    },
    onSettled: async () => {
      // Refetch once the last of several quick toggles has settled, so an early answer
      // cannot overwrite a later optimistic change.
      if (queryClient.isMutating({ mutationKey: FAVORITE_MUTATION_KEY }) <= 1)
        await queryClient.invalidateQueries({ queryKey: PORTFOLIO_SCOPE });
    },
  });
}
