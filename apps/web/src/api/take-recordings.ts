// A take's recording kept in the practice journal (POST /api/practice/takes/:id/recording, decision
// 065): the body is the WAV file itself, so this is the one call that is not JSON. The player sends it
// with its launch token (the route takes the take's own item's token) or the session's.
import { takeRecordingSchema } from '@bandbook/domain';
import { ApiError, isErrorResponse } from '../lib/api-error';

const NETWORK_ERROR = 'Cannot reach the server. Please check your connection and try again.';

export async function keepTakeRecording(
  takeId: string,
  wav: Uint8Array,
  token: string,
): Promise<{ url: string; expiresAt: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/practice/takes/${encodeURIComponent(takeId)}/recording`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'audio/wav',
      },
      body: new Blob([wav as BlobPart], { type: 'audio/wav' }),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw isErrorResponse(body)
      ? new ApiError(response.status, body.message, body.errors, body)
      : new ApiError(response.status, 'Your recording could not be kept.');
  }
  const parsed = takeRecordingSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}
