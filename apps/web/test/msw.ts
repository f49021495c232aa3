import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mock API for web tests; each test adds the handlers it needs with server.use(...).
 * One answer is there for all: the header of every signed-in page asks for the
 * notifications, and they are none unless a test serves its own.
 */
export const server = setupServer(
  http.get('/api/v1/notifications', () => HttpResponse.json({ notifications: [], unread_count: 0, next_cursor: null })),
);
