import type { ProjectDetails } from '@grove/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@/lib/hydration';
import { FaqSection, TeamSection, UpdatesSection } from './community-sections';
import { DocumentsSection } from './documents-section';
import { ForecastSection } from './forecast-section';
import { mayHaveRevenueReports } from '@/lib/revenue-reports';
import { hasPayoutSchedule } from './payout-schedule-rules';
import { QaSection } from './qa-section';
import { DetailsSection } from './section';

// Dates against today and the recorded payouts: drawn in the browser only, from a chunk of its own.
const PayoutScheduleSection = lazy(() => import('./payout-schedule-section'));
// Reported revenue against the forecast (issue 26): asked for in the browser, for a closed raise.
const RevenueReportsSection = lazy(() => import('./revenue-reports-section'));

/**
 * The sections below the fold of a business's page. Their code is a download of its own,
 * started once the top of the page is on screen, so a deep link's first load stays small.
 */
export default function DetailsBelowTheFold({
  project,
  preview = false,
}: {
  project: ProjectDetails;
  preview?: boolean;
}) {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    // A link to a section (e.g. back from signing in to ask a question, #qa) lands on it
    // once every section is there; the app's own scroll ran while the page was still loading.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only when the sections first show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <ForecastSection project={project} />
      {hydrated && hasPayoutSchedule(project) ? (
        <Suspense fallback={null}>
          <PayoutScheduleSection project={project} Section={DetailsSection} />
        </Suspense>
      ) : null}
      {hydrated && mayHaveRevenueReports(project.status) ? (
        <Suspense fallback={null}>
          <RevenueReportsSection project={project} Section={DetailsSection} />
        </Suspense>
      ) : null}
      <DocumentsSection projectId={project.id} documents={project.documents} preview={preview} />
      <UpdatesSection updates={project.updates} />
      <QaSection projectId={project.id} qa={project.qa} preview={preview} />
      <TeamSection team={project.team} />
      <FaqSection faq={project.faq} />
    </>
  );
}
