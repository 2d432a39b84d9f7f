// A code list's content channels (the spec's CouponList.contentChannelIdList), channel-scoped like
// the rest (decision 052, issue 44): every id must be a channel; a restricted admin gives only its
// own channels, and the list's other channels, which it cannot see, stay as they are.
import { channelScope, COUPON_LIST_MESSAGES, type Actor } from '@bandbook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentChannels } from '../../db/schema/index.js';
import { fieldError } from '../../lib/http-error.js';

const FIELD = 'contentChannelIdList';

/** The channels to store: `given` checked, with the held ones outside the actor's scope kept. */
export async function listChannels(
  db: Db,
  actor: Actor,
  given: readonly string[],
  held: readonly string[] = [],
): Promise<string[]> {
  const wanted = [...new Set(given.map((id) => id.toLowerCase()))];
  const scope = channelScope(actor);
  const own = scope === 'all' ? null : new Set(scope.map((id) => id.toLowerCase()));
  if (own && wanted.some((id) => !own.has(id))) {
    throw fieldError(FIELD, COUPON_LIST_MESSAGES.channelNotInScope);
  }
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (wanted.some((id) => !uuid.test(id)))
    throw fieldError(FIELD, COUPON_LIST_MESSAGES.channelUnknown);
  const known = wanted.length
    ? await db
        .select({ id: contentChannels.id })
        .from(contentChannels)
        .where(inArray(contentChannels.id, wanted))
    : [];
  if (known.length !== wanted.length) throw fieldError(FIELD, COUPON_LIST_MESSAGES.channelUnknown);
  const kept = own ? held.filter((id) => !own.has(id.toLowerCase())) : [];
  return [...wanted, ...kept];
}
