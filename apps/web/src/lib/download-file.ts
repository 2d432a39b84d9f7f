// Downloads a file the API serves only to the session (a bearer token, so a plain link cannot): fetched
// with the token, handed to the browser as a file under the name the server gives in its
// Content-Disposition (else `fallbackName`). A refusal throws with the server's message.
import { getToken } from './auth-token';

export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : null;
    throw new Error(message ?? `The download failed (${response.status}).`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
