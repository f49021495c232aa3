import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useFeaturedProjects } from '../api/get-featured';
import { ProjectCard } from './project-card';
import { CARD_GRID, FEATURED_LIMIT, FeaturedProjectsSkeleton, featuredSlotClass } from './project-card-skeleton';

/**
 * The landing page's popular projects (spec §2): the featured businesses as cards.
 * A skeleton of the same size holds the place while they load; if the call fails
 * the section is left out (and the failure logged) rather than showing an error.
 */
export default function FeaturedProjects() {
  const { t } = useTranslation('businesses');
  const { data, error, isPending } = useFeaturedProjects();

  useEffect(() => {
    if (error) console.error('Could not load the popular projects.', error);
  }, [error]);

  if (isPending) return <FeaturedProjectsSkeleton />;
  const projects = (data ?? []).slice(0, FEATURED_LIMIT);
  if (error || projects.length === 0) return null;

  return (
    <section aria-labelledby="featured-title" className="container-page py-16 sm:py-20" data-testid="featured-projects">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('featured.title')}
          </h2>
          <p className="mt-2 text-base text-slate-600">{t('featured.subtitle')}</p>
        </div>
        <Link
          to={paths.businesses.getHref()}
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline sm:self-auto"
        >
          {t('featured.viewAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className={`${CARD_GRID} mt-10`}>
        {projects.map((project, index) => (
          <li key={project.id} className={featuredSlotClass(index)}>
            <ProjectCard project={project} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
