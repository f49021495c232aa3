import { LISTED_STATUSES, normalizeBusinessStatus, type Project } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useProjects } from '../api/list-projects';
import { LoadError } from './load-error';
import { ProjectCard } from './project-card';
import { CARD_GRID, ProjectGridSkeleton } from './project-card-skeleton';

/** The business the gallery dresses up: an open round if there is one, so every figure shows. */
function sampleProject(projects: readonly Project[]): Project | undefined {
  return projects.find((project) => normalizeBusinessStatus(project.status) === 'fundraising') ?? projects[0];
}

/**
 * /project-cards (PRODUCT.md decision 14): the project card in every status,
 * drawn from one real business, for designers and QA.
 */
export function ProjectCardsGallery() {
  const { t } = useTranslation('businesses');
  const query = useProjects();
  const project = sampleProject(query.data?.projects ?? []);

  return (
    <div className="container-page py-8 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('gallery.title')}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600">{t('gallery.subtitle')}</p>
        {project ? <p className="mt-2 text-sm text-slate-500">{t('gallery.source', { name: project.name })}</p> : null}
      </header>

      <div className="mt-8">
        {query.isPending ? (
          <ProjectGridSkeleton count={3} label={t('explore.loading')} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !project ? (
          <EmptyState title={t('gallery.unavailable')} />
        ) : (
          <ul className={CARD_GRID}>
            {LISTED_STATUSES.map((status) => (
              <li key={status} className="flex flex-col gap-3" data-testid={`gallery-${status}`}>
                <div>
                  <h2 className="font-mono text-sm font-semibold text-slate-900">
                    {t('gallery.statusValue', { status })}
                  </h2>
                  {status === 'unknown' ? <p className="text-xs text-slate-600">{t('gallery.unknownNote')}</p> : null}
                </div>
                <ProjectCard project={project} status={status} className="flex-1" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
