import { acceptsInvestments, fundedPercent, normalizeBusinessStatus, type Project } from '@grove/contracts';
import { CalendarClock, Clock, MapPin, Store } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { daysUntil, formatDayMonth, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/hydration';
import { useOpening } from '@/lib/server-time';
import { SERVER_TIME_ZONE, useFormatDate } from '@/lib/use-format-date';
import { categoryLabel } from '../utils/labels';
import { CardWaitlist } from './card-waitlist';
import { FavoriteButton } from './favorite-button';
import { StatusBadge } from './status-badge';

/** The figures a card shows, derived once from the project (spec §3, §5). */
export function cardFigures(project: Project, now = Date.now()) {
  const raised = project.raised ?? project.current_amount ?? 0;
  const target = project.target ?? project.target_amount ?? 0;
  const percent = typeof project.fundedPercent === 'number' ? project.fundedPercent : fundedPercent(raised, target);
  const open = acceptsInvestments(normalizeBusinessStatus(project.status));
  const days = open ? daysUntil(project.endDate ?? project.deadline ?? project.funding_end, now) : null;
  return {
    raised,
    target,
    percent,
    currency: project.currency || 'USD',
    open,
    daysLeft: days !== null && days > 0 ? days : null,
    minInvestment: project.minInvestment ?? project.ticket_min,
    expectedReturn: project.return ?? project.expected_return,
  };
}

export interface ProjectCardProps {
  project: Project;
  /** The page's LCP image: load it at once with high priority instead of lazily. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Overrides the status shown (the /project-cards gallery). */
  status?: string;
  className?: string;
}

/**
 * A business in a list: photo, status, category, name, description, location, the
 * funding progress and its key terms, and the save toggle. The whole card is one
 * link to the business (its name's link stretches over the card); the save button
 * sits above it.
 */
export function ProjectCard({ project, priority = false, headingLevel = 'h3', status, className }: ProjectCardProps) {
  const { t } = useTranslation('businesses');
  const titleId = useId();
  const shown = { ...project, status: status ?? project.status } as Project;
  const figures = cardFigures(shown);
  const formatDate = useFormatDate();
  const hydrated = useHydrated();
  // Opening later (issue 24): when, in place of the days left; gone at the opening, by the server's clock.
  const opensAt = useOpening(project.opens_at).upcoming ? project.opens_at : null;
  // Within the coming months the day and month say it (a card's line is narrow); further off, the year too.
  const opensInDays = daysUntil(opensAt);
  const opensOn =
    opensInDays !== null && opensInDays < 300
      ? formatDayMonth(opensAt, { timeZone: hydrated ? undefined : SERVER_TIME_ZONE })
      : formatDate(opensAt);
  const Heading = headingLevel;
  const percentText = formatPercent(figures.percent);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="project-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        {project.image ? (
          <img
            src={project.image}
            alt={project.image_alt || ''}
            width={640}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? 'sync' : 'async'}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 to-brand-50 text-brand-700">
            <Store className="size-10" aria-hidden />
            <span className="text-xs font-medium">{t('card.noImage')}</span>
          </div>
        )}
        <StatusBadge status={shown.status} className="absolute top-3 left-3 shadow-sm" />
        <div className="absolute top-3 right-3 z-10">
          <FavoriteButton projectId={project.id} />
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryLabel(t, project.category || project.type)}
        </p>
        <Heading id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.business.getHref(project.id)}
            className="break-words after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none"
          >
            {project.name}
          </Link>
        </Heading>
        <p className="mt-1.5 flex min-w-0 items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="line-clamp-1 break-words">{project.location}</span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-700">{project.description}</p>

        <div className="mt-auto pt-5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-slate-900" data-testid="funded-percent">
              {t('card.fundedPercent', { percent: percentText })}
            </span>
            {opensAt ? (
              <span className="inline-flex items-center gap-1 font-medium text-brand-800" data-testid="opens-on">
                <CalendarClock className="size-3.5" aria-hidden />
                {t('card.opens', { date: opensOn })}
              </span>
            ) : figures.daysLeft !== null ? (
              <span className="inline-flex items-center gap-1 text-slate-600" data-testid="days-left">
                <Clock className="size-3.5" aria-hidden />
                {t('card.daysLeft', { count: figures.daysLeft })}
              </span>
            ) : null}
          </div>
          <div
            role="progressbar"
            aria-label={t('card.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.max(0, figures.percent))}
            aria-valuetext={t('card.fundedPercent', { percent: percentText })}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: `${Math.min(100, Math.max(0, figures.percent))}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-600" data-testid="raised-of-target">
            {t('card.raisedOf', {
              raised: formatMoney(figures.raised, figures.currency),
              target: formatMoney(figures.target, figures.currency),
            })}
          </p>
          {project.fully_reserved && figures.open ? <CardWaitlist projectId={project.id} /> : null}

          <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4">
            <Figure label={t('card.expectedReturn')}>+{formatPercent(figures.expectedReturn)}</Figure>
            <Figure label={t('card.minInvestment')}>{formatMoney(figures.minInvestment, figures.currency)}</Figure>
            <Figure label={t('card.investors')}>{formatNumber(project.investor_count ?? 0)}</Figure>
          </dl>
        </div>
      </div>
    </article>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col-reverse justify-end gap-0.5">
      <dt className="text-xs leading-tight text-slate-500">{label}</dt>
      <dd className="truncate text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
