// A Single Users export follows the list's filters (issue 44). The filters are kept in the file's
// `scope` (single-user exports have no channel scope) as one entry, `filters:` and their JSON with
// the given ones only: the same filters join an export under way, other filters start their own.
// The job reads them back and keeps the rows the list would show.
import type { SulExportFilters } from '@bandbook/domain';

const PREFIX = 'filters:';

type Given = Partial<Record<keyof SulExportFilters, string | boolean>>;

/** The scope entry of these filters ([] when none is set). */
export function filtersScope(filters: SulExportFilters): string[] {
  const given: Given = {};
  for (const key of Object.keys(filters).sort() as (keyof SulExportFilters)[]) {
    const value = filters[key];
    if (value !== undefined && value !== '') given[key] = value;
  }
  return Object.keys(given).length ? [`${PREFIX}${JSON.stringify(given)}`] : [];
}

/** The filters a stored scope holds. */
export function filtersOf(scope: readonly string[]): Given {
  const entry = scope.find((item) => item.startsWith(PREFIX));
  return entry ? (JSON.parse(entry.slice(PREFIX.length)) as Given) : {};
}

export interface SingleUserFacts {
  username: string | null;
  email: string | null;
  createdBy: string | null;
  currencyCode: string | null;
  status: number;
  provider: string;
  newsletterOptIn: boolean;
}

const contains = (value: string | null, search: string) =>
  (value ?? '').toLowerCase().includes(search.toLowerCase());

/** Whether the list, with these filters, shows this account (the list's own rules). */
export function matchesFilters(row: SingleUserFacts, filters: Given): boolean {
  const text = (key: keyof SulExportFilters) =>
    typeof filters[key] === 'string' ? (filters[key] as string) : '';
  if (text('usernameSearch') && !contains(row.username, text('usernameSearch'))) return false;
  if (text('emailSearch') && !contains(row.email, text('emailSearch'))) return false;
  if (text('createdBy') && row.createdBy?.toLowerCase() !== text('createdBy').toLowerCase()) {
    return false;
  }
  if (text('currencyCode') && row.currencyCode !== text('currencyCode')) return false;
  if (text('status') && row.status !== Number(text('status'))) return false;
  if (text('provider') && row.provider !== text('provider')) return false;
  if (
    typeof filters.newsletterOptIn === 'boolean' &&
    row.newsletterOptIn !== filters.newsletterOptIn
  ) {
    return false;
  }
  return true;
}

/** 'status 1, provider local': what a file's title says it holds. */
export const describeFilters = (filters: Given) =>
  Object.entries(filters)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
