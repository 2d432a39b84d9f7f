// The analytics page's filters: a range of UTC days (the last 30 by default, as the server counts
// them) and optional book, channel and code list; and the query string both API calls read.
import { ANALYTICS_DEFAULT_DAYS } from '@bandbook/domain';

export interface AnalyticsFilters {
  from: string;
  to: string;
  packageId: string;
  channelId: string;
  couponListId: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `ANALYTICS_DEFAULT_DAYS` UTC days, today included, and no other filter. */
export function defaultFilters(now = Date.now()): AnalyticsFilters {
  return {
    from: isoDay(now - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS),
    to: isoDay(now),
    packageId: '',
    channelId: '',
    couponListId: '',
  };
}

/** The filters as the API's query: empty filters left out. */
export function analyticsQuery(filters: AnalyticsFilters): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== '');
  return new URLSearchParams(entries).toString();
}

/** A share of 0..1 as a percentage with one decimal; a list without codes has none. */
export const formatShare = (share: number | null) =>
  share === null ? '–' : `${(share * 100).toFixed(1)} %`;
