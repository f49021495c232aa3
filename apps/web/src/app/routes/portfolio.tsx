import { ProjectCard } from '@/features/businesses/components/project-card';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['portfolio', 'businesses', 'wallet']);
}

export function Component() {
  return <PortfolioPage renderProject={(project) => <ProjectCard project={project} className="h-full" />} />;
}

export const title = 'portfolio';
