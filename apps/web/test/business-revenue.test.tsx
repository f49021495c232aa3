import type { ProjectDetails, PublicRevenueReports } from '@grove/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import RevenueReportsSection from '@/features/businesses/components/details/revenue-reports-section';
import { DetailsSection } from '@/features/businesses/components/details/section';
import { makeProject } from './catalogue';
import { server } from './msw';
import { renderWithProviders } from './render';

const details = (status: ProjectDetails['status'] = 'payout') =>
  ({
    ...makeProject({ id: 'cafe', name: 'Open Café', status }),
    funding_end: '2025-01-15T00:00:00.000Z',
  }) as ProjectDetails;

const reports = (overrides: Partial<PublicRevenueReports> = {}): PublicRevenueReports => ({
  project_id: 'cafe',
  currency: 'USD',
  contract_minimum_multiple_bp: 11_500,
  periods: [
    {
      period: 1,
      label: 'Q2 2025',
      start: '2025-01-15',
      end: '2025-04-14',
      revenue: 40_000,
      forecast_revenue: 45_000,
      reported_at: '2025-04-20T10:00:00Z',
    },
    {
      period: 2,
      label: 'Q3 2025',
      start: '2025-04-15',
      end: '2025-07-14',
      revenue: 52_000.5,
      forecast_revenue: null,
      reported_at: '2025-07-22T10:00:00Z',
    },
  ],
  late: [],
  ...overrides,
});

describe('business page: revenue reports', () => {
  it('draws reported revenue against the forecast, with the figures in a table for screen readers', async () => {
    server.use(http.get('/api/v1/public/projects/:id/revenue-reports', () => HttpResponse.json(reports())));
    renderWithProviders(<RevenueReportsSection project={details()} Section={DetailsSection} />);
    const section = await screen.findByRole('region', { name: 'Revenue reports' }, { timeout: 5_000 });
    expect(section).toHaveTextContent('until they have 1.15× what they invested');
    expect(
      within(section).getByRole('img', { name: /Reported revenue against the forecast, per quarter/ }),
    ).toHaveAccessibleName(expect.stringContaining('2 quarters reported'));
    const table = within(section).getByRole('table', { name: 'Reported revenue against the forecast, per quarter' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Q2 2025$40,000$45,000');
    expect(rows[2]).toHaveTextContent('Q3 2025$52,000.50No forecast');
    expect(within(section).queryByTestId('revenue-late')).toBeNull();
  });

  it('says the truth about a late report', async () => {
    server.use(
      http.get('/api/v1/public/projects/:id/revenue-reports', () =>
        HttpResponse.json(reports({ late: [{ period: 3, label: 'Q4 2025', report_by: '2025-10-29' }] })),
      ),
    );
    renderWithProviders(<RevenueReportsSection project={details()} Section={DetailsSection} />);
    expect(await screen.findByTestId('revenue-late', {}, { timeout: 5_000 })).toHaveTextContent(
      'The revenue report for Q4 2025 is late: it was due by October 29, 2025.',
    );
  });

  it('shows nothing for a business with no report due yet', async () => {
    server.use(
      http.get('/api/v1/public/projects/:id/revenue-reports', () => HttpResponse.json(reports({ periods: [] }))),
    );
    renderWithProviders(
      <>
        <RevenueReportsSection project={details()} Section={DetailsSection} />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Revenue reports' })).toBeNull();
  });
});
