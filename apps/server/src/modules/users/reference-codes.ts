// An account's code-like fields that name rows of the reference tables (languages, regions,
// instruments, genres) must be rows of those tables, and a US address's state one of the states:
// checked here, on the server, for signup, the profile and the back office (decision 054). A value
// the account already holds stays acceptable after its row is switched off.
import { and, eq, inArray } from 'drizzle-orm';
import { isKnownState, MESSAGES } from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { genres, instruments, languages, regions } from '../../db/schema/index.js';
import { badRequest, type FieldErrors } from '../../lib/http-error.js';

export interface AccountCodes {
  languageCode?: string | null | undefined;
  currencyCode?: string | null | undefined;
  instruments?: readonly string[] | undefined;
  genres?: readonly string[] | undefined;
  /** The address as it will be stored (an update merged with the stored one). */
  address?: { countryCode: string; state: string } | undefined;
}

type PickerTable = typeof instruments | typeof genres;

/** The ids of `wanted` that are active rows of the table. */
async function activeIds(db: Db, table: PickerTable | typeof languages, wanted: string[]) {
  if (!wanted.length) return new Set<string>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), eq(table.active, true)));
  return new Set(rows.map((row) => row.id));
}

async function knownRegion(db: Db, code: string) {
  const rows = await db
    .select({ code: regions.code })
    .from(regions)
    .where(eq(regions.code, code))
    .limit(1);
  return rows.length > 0;
}

/** Values given that are new to the account (held ones need no check). */
const fresh = (given: readonly string[] | undefined, held: readonly string[] | undefined) =>
  [...new Set(given ?? [])].filter((value) => !(held ?? []).includes(value));

/**
 * Throws a 400 naming every field whose value is not on its list. `held` is what the account
 * holds now (nothing on a signup).
 */
export async function assertKnownCodes(
  db: Db,
  codes: AccountCodes,
  held: AccountCodes = {},
): Promise<void> {
  const language = codes.languageCode;
  const currency = codes.currencyCode;
  const [languageOk, regionOk, instrumentIds, genreIds] = await Promise.all([
    language && language !== held.languageCode
      ? activeIds(db, languages, [language]).then((found) => found.has(language))
      : true,
    currency && currency !== held.currencyCode ? knownRegion(db, currency) : true,
    activeIds(db, instruments, fresh(codes.instruments, held.instruments)),
    activeIds(db, genres, fresh(codes.genres, held.genres)),
  ]);
  const errors: FieldErrors = {};
  if (!languageOk) errors.languageCode = { message: MESSAGES.languageUnknown };
  if (!regionOk) errors.currencyCode = { message: MESSAGES.regionUnknown };
  if (fresh(codes.instruments, held.instruments).some((id) => !instrumentIds.has(id))) {
    errors.instruments = { message: MESSAGES.instrumentUnknown };
  }
  if (fresh(codes.genres, held.genres).some((id) => !genreIds.has(id))) {
    errors.genres = { message: MESSAGES.genreUnknown };
  }
  const address = codes.address;
  const addressChanged =
    address?.countryCode !== held.address?.countryCode || address?.state !== held.address?.state;
  if (address && addressChanged && !isKnownState(address.countryCode, address.state)) {
    errors['address.state'] = { message: MESSAGES.stateUnknown };
  }
  const messages = Object.values(errors);
  if (messages.length === 0) return;
  throw badRequest(
    messages.length === 1 ? messages[0]!.message : MESSAGES.validationFailed,
    errors,
  );
}
