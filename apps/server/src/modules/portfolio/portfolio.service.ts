import { DEFAULT_PROJECT_CURRENCY, type Language, type Portfolio } from '@grove/contracts';
import type { ProjectsService } from '../projects/projects.service.js';

/**
 * The investor's portfolio (spec §3): investments, saved businesses and the total
 * invested. Investments fill `items` once the investing flow lands; until then the
 * portfolio shows favourites and a zero total.
 */
export function createPortfolioService({ projects }: { projects: Pick<ProjectsService, 'favorites' | 'setFavorite'> }) {
  return {
    async get(userId: string, language: Language): Promise<Portfolio> {
      return {
        items: [],
        favorites: await projects.favorites(userId, language),
        total_invested: 0,
        currency: DEFAULT_PROJECT_CURRENCY,
      };
    },
    setFavorite(userId: string, projectId: string, favorite: boolean): Promise<void> {
      return projects.setFavorite(userId, projectId, favorite);
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
