// The channels the signed-in staff member may put packages in, and whether the form shows the channel
// selector and requires a choice (spec sections 2 and 5: shown for several channels or no
// restriction; required as the server requires it).
import { useMemo } from 'react';
import { channelScope, isChannelChoiceRequired } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { useChannelOptions } from '../api/channel-options';

export interface ChannelChoice {
  /** The channels to choose from. */
  options: { value: string; label: string }[];
  /** Every channel's name by id (also those outside the caller's channels). */
  names: Map<string, string>;
  isShown: boolean;
  isRequired: boolean;
  /** What a new package starts in: the only channel there is to choose. */
  initial: string[];
  isLoading: boolean;
}

export function useChannelChoice(): ChannelChoice {
  const { user } = useCurrentUser();
  const channels = useChannelOptions();
  return useMemo(() => {
    const all = channels.data ?? [];
    const scope = user ? channelScope(user) : 'all';
    const available = scope === 'all' ? all : all.filter((channel) => scope.includes(channel._id));
    return {
      options: available.map((channel) => ({ value: channel._id, label: channel.name })),
      names: new Map(all.map((channel) => [channel._id, channel.name])),
      isShown: available.length > 1 || (scope === 'all' && available.length > 0),
      isRequired: isChannelChoiceRequired(scope, available.length),
      initial: available.length === 1 ? [available[0]!._id] : [],
      isLoading: channels.isPending || !user,
    };
  }, [channels.data, channels.isPending, user]);
}
