import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeAdminKiis, makeKiisSheet } from './kiis-fixtures';

/**
 * The mock API for web tests; each test adds the handlers it needs with server.use(...).
 * Answers there for all: the header of every signed-in page asks for the notifications, and
 * the payment page and the console for a waitlist; they are empty unless a test serves its own.
 */
export const server = setupServer(
  http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0, next_cursor: null })),
  // The profile lists the signed-in user's devices: none unless a test serves its own.
  http.get('/api/v1/auth/sessions', () => HttpResponse.json({ sessions: [] })),
  // The profile and the console ask for two-step verification: not set up, nothing required.
  http.get('/api/v1/auth/second-factor', () =>
    HttpResponse.json({
      methods: [],
      totp: { enabled: false, enabled_at: null },
      recovery_codes_left: 0,
      required_by: null,
      required_now: false,
    }),
  ),
  // ...and for their passkeys: none.
  http.get('/api/v1/auth/passkeys', () => HttpResponse.json({ passkeys: [] })),
  // The payment page asks for the investor's place in the business's waitlist (issue 24): none.
  http.get('/api/v1/projects/:id/waitlist', () => HttpResponse.json({ entry: null })),
  // The business page and the payment page ask for the key information sheet: none is published.
  http.get('/api/v1/public/projects/:id/kiis', () =>
    HttpResponse.json(
      { detail: 'This business has no published key investment information sheet yet', code: 'NOT_FOUND' },
      { status: 404 },
    ),
  ),
  // The console's business page reviews its sheet: version 1, approved.
  http.get('/api/v1/admin/projects/:id/kiis', ({ params }) =>
    HttpResponse.json(makeAdminKiis(makeKiisSheet({ project_id: String(params.id) }))),
  ),
  // The account menus ask whether the signed-in person is in a business's team: none.
  http.get('/api/v1/founder/businesses', () => HttpResponse.json({ businesses: [] })),
  // The portfolio's Documents tab lists the sheets the investor acknowledged: none.
  http.get('/api/v1/portfolio/me/kiis', () => HttpResponse.json({ acknowledgments: [] })),
  // Revenue reports (issue 26): none unless a test serves some.
  http.get('/api/v1/public/projects/:id/revenue-reports', ({ params }) =>
    HttpResponse.json({
      project_id: params.id,
      currency: 'USD',
      contract_minimum_multiple_bp: 11_500,
      periods: [],
      late: [],
    }),
  ),
  http.get('/api/v1/admin/projects/:id/revenue-terms', () =>
    HttpResponse.json({
      revenue_share_bp: 500,
      minimum_multiple_bp: 11_500,
      first_payment_from_months: 6,
      first_payment_to_months: 8,
      tranche_count: 2,
      profit_share_bp: 1_000,
      version: 0,
      frozen: false,
    }),
  ),
  http.get('/api/v1/admin/projects/:id/revenue-reports', () =>
    HttpResponse.json({ code: 'NOT_FOUND', detail: 'Not served', status: 404 }, { status: 404 }),
  ),
  // ...and the console's business status page for its waitlist: empty.
  http.get('/api/v1/admin/projects/:id/waitlist', ({ params }) =>
    HttpResponse.json({ project_id: params.id, currency: 'USD', waiting: 0, held: 0, entries: [] }),
  ),
);
