// What the deliveries table says of one delivery: its state in words, the last answer, and when it
// is tried next.
import type { WebhookDelivery } from '@bandbook/domain';

export const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
};

/** 'Attempt 2 of 8', 'Not tried yet'. */
export const attemptsText = (delivery: Pick<WebhookDelivery, 'attempts' | 'maxAttempts'>) =>
  delivery.attempts === 0
    ? 'Not tried yet'
    : `${delivery.attempts} of ${delivery.maxAttempts} attempts`;

/** The last attempt's outcome: 'HTTP 200', the error, or nothing yet. */
export function lastAnswerText(
  delivery: Pick<WebhookDelivery, 'lastStatus' | 'lastError' | 'attempts'>,
): string {
  if (delivery.attempts === 0) return '—';
  if (delivery.lastError) return delivery.lastError;
  return delivery.lastStatus === null ? '—' : `HTTP ${delivery.lastStatus}`;
}

/** When a pending delivery is tried next, in the reader's time; '—' otherwise. */
export function nextAttemptText(
  delivery: Pick<WebhookDelivery, 'status' | 'nextAttemptAt'>,
  now: Date = new Date(),
): string {
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return '—';
  const at = new Date(delivery.nextAttemptAt);
  return at <= now ? 'Now' : at.toLocaleString();
}
