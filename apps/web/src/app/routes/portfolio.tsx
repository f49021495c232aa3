import { ProjectCard } from '@/features/businesses/components/project-card';
import { PortfolioPage } from '@/features/portfolio/components/portfolio-page';
import { TwoStepOffer } from '@/features/two-step/components/two-step-offer';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['portfolio', 'businesses', 'wallet', 'two-step', 'business-revenue']);
}

export function Component() {
  return (
    <>
      <TwoStepOffer />
      <PortfolioPage renderProject={(project) => <ProjectCard project={project} className="h-full" />} />
    </>
  );
}

export const title = 'portfolio';
