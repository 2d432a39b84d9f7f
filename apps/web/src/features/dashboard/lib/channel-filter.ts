// The discover page's channel filter (spec section 2): only admins who belong to several content
// channels get it, with 'All Channels' first.
import type { CurrentUser } from '@bandbook/domain';

const FILTER_ROLES: ReadonlySet<CurrentUser['role']> = new Set([
  'admin',
  'superadmin',
  'groupAdmin',
]);

export const ALL_CHANNELS = 'all';

export interface ChannelOption {
  value: string;
  label: string;
}

export function canFilterChannels(user: Pick<CurrentUser, 'role' | 'contentChannelIdList'>) {
  return FILTER_ROLES.has(user.role) && user.contentChannelIdList.length > 1;
}

/** 'All Channels' and the user's own channels (in the server's order), or none without the filter. */
export function getChannelOptions(
  user: Pick<CurrentUser, 'role' | 'contentChannelIdList'>,
  channels: readonly { _id: string; name: string }[],
): ChannelOption[] {
  if (!canFilterChannels(user)) return [];
  const own = channels.filter((channel) => user.contentChannelIdList.includes(channel._id));
  return [
    { value: ALL_CHANNELS, label: 'All Channels' },
    ...own.map((channel) => ({ value: channel._id, label: channel.name })),
  ];
}

/** The channel the URL asks for, when the user may filter by it; otherwise all of theirs. */
export function resolveChannel(
  requested: string | null,
  user: Pick<CurrentUser, 'role' | 'contentChannelIdList'>,
): string | undefined {
  if (!requested || requested === ALL_CHANNELS || !canFilterChannels(user)) return undefined;
  return user.contentChannelIdList.includes(requested) ? requested : undefined;
}
