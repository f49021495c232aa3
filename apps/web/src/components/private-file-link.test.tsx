import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session';
import { futureToken } from '../../test/account';
import { PrivateFileLink } from './private-file-link';

/** A private file opens through the session (a plain link cannot send it), in a tab opened at the click. */
describe('PrivateFileLink', () => {
  const tab = { location: { href: '' }, close: vi.fn() };
  const token = futureToken();
  beforeEach(() => {
    useSession.getState().signIn(token, null);
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:the-file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useSession.getState().signOut();
    tab.location.href = '';
  });

  it('fetches the file with the session and shows it in the new tab', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('%PDF-1.4'));
    render(<PrivateFileLink url="/api/v1/files/abc">statement.pdf</PrivateFileLink>);
    await userEvent.click(screen.getByRole('button', { name: 'statement.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:the-file'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/files/abc', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the server refuses it, and closes the tab', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'NOT_FOUND', detail: 'File not found' }), { status: 404 }),
    );
    render(<PrivateFileLink url="/api/v1/files/abc">statement.pdf</PrivateFileLink>);
    await userEvent.click(screen.getByRole('button', { name: 'statement.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The file could not be opened: /);
    expect(tab.close).toHaveBeenCalled();
  });
});
