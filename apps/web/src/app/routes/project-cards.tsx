import { ProjectCardsGallery } from '@/features/businesses/components/project-cards-gallery';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces('businesses');
}

export function Component() {
  return <ProjectCardsGallery />;
}

export const title = 'projectCards';
