// Which channels a saved package ends up in (spec sections 5 and 6): an admin restricted to channels
// must choose at least one of its own and never touches the others' memberships; an unrestricted
// caller must choose when there are several channels.
import {
  CONTENT_PACKAGE_MESSAGES,
  channelScope,
  isChannelChoiceRequired,
  type Actor,
} from '@bandbook/domain';
import type { Db } from '../../db/client.js';
import { contentChannels } from '../../db/schema/index.js';

export type ChannelChoice = { channelIds: string[] } | { error: string };

export async function chooseChannels(
  db: Db,
  actor: Actor,
  requested: readonly string[],
  current: readonly string[] = [],
): Promise<ChannelChoice> {
  const existing = new Set(
    (await db.select({ id: contentChannels.id }).from(contentChannels)).map((c) => c.id),
  );
  const scope = channelScope(actor);
  const available = scope === 'all' ? [...existing] : scope.filter((id) => existing.has(id));
  const isAvailable = (id: string) => available.includes(id);
  // Memberships outside the caller's channels stay as they are, whatever the form sent.
  const othersKept = current.filter((id) => !isAvailable(id));
  if (requested.some((id) => !existing.has(id) && !current.includes(id))) {
    return { error: CONTENT_PACKAGE_MESSAGES.channelUnknown };
  }
  if (requested.some((id) => !isAvailable(id) && !current.includes(id))) {
    return { error: CONTENT_PACKAGE_MESSAGES.channelNotYours };
  }
  const chosen = [...new Set(requested.filter(isAvailable))];
  if (chosen.length === 0 && isChannelChoiceRequired(scope, available.length)) {
    return { error: CONTENT_PACKAGE_MESSAGES.channelRequired };
  }
  return { channelIds: [...othersKept, ...chosen] };
}
