import { ApiError } from './api-client';
import { currentToken } from './session';

/**
 * Opens a file that needs the session (an application's papers: a plain link cannot carry the
 * bearer token) in a new tab. The tab opens at once, inside the click, so no pop-up blocker
 * stops it, and is sent to the file when it has arrived; on failure it closes and the error is thrown.
 */
export async function openPrivateFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const token = currentToken();
    const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) {
      let detail = `HTTP error! status: ${response.status}`;
      let code = 'HTTP_ERROR';
      try {
        const body = (await response.json()) as { detail?: string; code?: string };
        detail = body.detail ?? detail;
        code = body.code ?? code;
      } catch {
        // Not JSON: keep the status text.
      }
      throw new ApiError(detail, response.status, code);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has its own copy once it has loaded.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
