import type { ProjectDetails } from '@grove/contracts';
import { Briefcase, CalendarRange, Clock, Landmark, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/use-format-date';
import { DetailsSection, Paragraphs } from './section';

export function AboutSection({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation('business');
  const text = project.about.trim() || project.description;
  return (
    <DetailsSection id="about" title={t('sections.about')}>
      {text ? <Paragraphs text={text} /> : <p className="text-sm text-slate-600">{t('about.empty')}</p>}
    </DetailsSection>
  );
}

function InfoItem({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  // A <dl> may wrap each <dt>/<dd> pair in one <div> and nothing deeper, so the icon sits in the term.
  return (
    <div className="relative min-w-0 rounded-xl bg-slate-50 py-4 pr-4 pl-15">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-4 left-4 flex size-8 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Spec §2 basic info (location, funding window, legal, payout format) with the investment's type and term. */
export function BasicInfoSection({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation('business');
  const formatDate = useFormatDate();
  const { location, fundingWindow, legal, payoutFormat } = project.basicInfo;
  const iconClass = 'size-4';
  return (
    <DetailsSection id="basic-info" title={t('sections.basicInfo')}>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="basic-info">
        <InfoItem icon={<MapPin className={iconClass} aria-hidden />} label={t('basicInfo.location')}>
          {location || project.location}
        </InfoItem>
        <InfoItem icon={<CalendarRange className={iconClass} aria-hidden />} label={t('basicInfo.fundingWindow')}>
          {t('basicInfo.window', {
            start: formatDate(fundingWindow.start ?? project.funding_start),
            end: formatDate(fundingWindow.end ?? project.funding_end ?? project.endDate),
          })}
        </InfoItem>
        <InfoItem icon={<Landmark className={iconClass} aria-hidden />} label={t('basicInfo.legal')}>
          {legal || '—'}
        </InfoItem>
        <InfoItem icon={<Wallet className={iconClass} aria-hidden />} label={t('basicInfo.payoutFormat')}>
          {payoutFormat || project.payout_format || '—'}
        </InfoItem>
        <InfoItem icon={<Briefcase className={iconClass} aria-hidden />} label={t('basicInfo.investmentType')}>
          {project.investment_structure || '—'}
        </InfoItem>
        <InfoItem icon={<Clock className={iconClass} aria-hidden />} label={t('basicInfo.investmentTerm')}>
          {project.investment_term_months > 0 ? t('summary.months', { count: project.investment_term_months }) : '—'}
        </InfoItem>
      </dl>
    </DetailsSection>
  );
}

/** What the business is and its basic facts, one part of the page. */
export function DetailsIntro({ project }: { project: ProjectDetails }) {
  return (
    <>
      <AboutSection project={project} />
      <BasicInfoSection project={project} />
    </>
  );
}
