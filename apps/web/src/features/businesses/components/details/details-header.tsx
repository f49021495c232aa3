import type { ProjectDetails } from '@grove/contracts';
import { ChevronLeft, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { categoryLabel } from '../../utils/labels';
import { FavoriteButton } from '../favorite-button';
import { StatusBadge } from '../status-badge';
import { ShareButton } from './share-button';

/** Breadcrumb, name, status, category and location, with the save and share actions. */
export function DetailsHeader({ project }: { project: ProjectDetails }) {
  // The catalogue's namespace names statuses and categories the same way on every page.
  const { t } = useTranslation(['business', 'businesses']);
  return (
    <header className="flex flex-col gap-4">
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <li className="shrink-0">
            <Link
              to={paths.businesses.getHref()}
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              <ChevronLeft className="size-4" aria-hidden />
              {t('breadcrumb.explore')}
            </Link>
          </li>
          <li aria-hidden className="text-slate-400">
            /
          </li>
          <li className="min-w-0 truncate" aria-current="page">
            {project.name}
          </li>
        </ol>
      </nav>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl lg:text-4xl">
            {project.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <StatusBadge status={project.status} />
            <span className="inline-flex items-center gap-1.5">
              <Tag className="size-4 text-slate-400" aria-hidden />
              <span className="sr-only">{t('header.category')}: </span>
              {categoryLabel(t, project.category || project.type)}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
              <span className="sr-only">{t('header.location')}: </span>
              <span className="min-w-0 break-words">{project.location}</span>
            </span>
            {project.campaign_changed_at ? (
              <span data-testid="campaign-changed">
                {t('header.lastUpdated', { date: formatDate(project.campaign_changed_at) })}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <FavoriteButton projectId={project.id} variant="button" />
          <ShareButton title={project.name} />
        </div>
      </div>
    </header>
  );
}
