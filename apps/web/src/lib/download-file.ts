import { ApiError } from './api-client';
import { currentToken } from './session';

/**
 * Fetches a file that needs the session (a plain link cannot carry the bearer token) and
 * hands it to the browser as a download under `filename`.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
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
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
