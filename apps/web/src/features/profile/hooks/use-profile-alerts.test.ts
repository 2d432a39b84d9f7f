import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@bandbook/domain';
import { useProfileAlerts } from './use-profile-alerts';

describe('profile alerts', () => {
  it('show only the latest notice, and a dismissed one goes', () => {
    const { result } = renderHook(() => useProfileAlerts());
    act(() => result.current.show('success', MESSAGES.profileUpdated));
    act(() => result.current.show('success', MESSAGES.passwordUpdated));
    expect(result.current.alerts.map((alert) => alert.message)).toEqual([MESSAGES.passwordUpdated]);
    act(() => result.current.show('error', 'The picture is too large.'));
    expect(result.current.alerts.map((alert) => [alert.tone, alert.message])).toEqual([
      ['error', 'The picture is too large.'],
    ]);
    act(() => result.current.dismiss(result.current.alerts[0]!.id));
    expect(result.current.alerts).toEqual([]);
  });
});
