import { describe, expect, it } from 'vitest';
import { canFilterChannels, getChannelOptions, resolveChannel } from './channel-filter';

const channels = [
  { _id: 'a', name: 'Main' },
  { _id: 'b', name: 'Schools' },
  { _id: 'c', name: 'Other' },
];

describe('channel filter', () => {
  it('is for admins with several channels only', () => {
    expect(canFilterChannels({ role: 'admin', contentChannelIdList: ['a', 'b'] })).toBe(true);
    expect(canFilterChannels({ role: 'groupAdmin', contentChannelIdList: ['a', 'b'] })).toBe(true);
    expect(canFilterChannels({ role: 'admin', contentChannelIdList: ['a'] })).toBe(false);
    expect(canFilterChannels({ role: 'user', contentChannelIdList: ['a', 'b'] })).toBe(false);
  });

  it("offers 'All Channels' and the admin's own channels", () => {
    const options = getChannelOptions(
      { role: 'superadmin', contentChannelIdList: ['b', 'a'] },
      channels,
    );
    expect(options).toEqual([
      { value: 'all', label: 'All Channels' },
      { value: 'a', label: 'Main' },
      { value: 'b', label: 'Schools' },
    ]);
    expect(getChannelOptions({ role: 'user', contentChannelIdList: ['a', 'b'] }, channels)).toEqual(
      [],
    );
  });

  it("uses a requested channel only when it is one of the admin's", () => {
    const admin = { role: 'admin' as const, contentChannelIdList: ['a', 'b'] };
    expect(resolveChannel('a', admin)).toBe('a');
    expect(resolveChannel('c', admin)).toBeUndefined();
    expect(resolveChannel('all', admin)).toBeUndefined();
    expect(resolveChannel(null, admin)).toBeUndefined();
    expect(resolveChannel('a', { ...admin, role: 'user' })).toBeUndefined();
  });
});
