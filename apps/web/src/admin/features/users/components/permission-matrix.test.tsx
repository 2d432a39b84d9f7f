// The permission matrix: a checkbox per resource and action that adds or drops that action (a
// resource left without actions goes), Add All and Remove All.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ACTIONS, PERMISSION_RESOURCES } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import { PermissionMatrix, toggle, type PermissionValue } from './permission-matrix';

let latest: PermissionValue[] = [];
function Harness({ initial }: { initial: PermissionValue[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <PermissionMatrix value={value} onChange={setValue} />;
}

describe('PermissionMatrix', () => {
  it('checks and unchecks one action', async () => {
    renderWithProviders(<Harness initial={[{ resource: 'couponList', actions: ['read'] }]} />);
    const view = screen.getByRole('checkbox', { name: 'Codes: VIEW' }) as HTMLInputElement;
    expect(view.checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Codes: DELETE' }));
    expect(latest).toEqual([{ resource: 'couponList', actions: ['read', 'delete'] }]);
    await userEvent.click(view);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Codes: DELETE' }));
    expect(latest).toEqual([]);
  });

  it('Add All gives every action of every resource, Remove All none', async () => {
    renderWithProviders(<Harness initial={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add All' }));
    expect(latest).toHaveLength(PERMISSION_RESOURCES.length);
    expect(latest.every((entry) => entry.actions.length === ADMIN_ACTIONS.length)).toBe(true);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(PERMISSION_RESOURCES.length * ADMIN_ACTIONS.length);
    expect(boxes.every((box) => box.checked)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(latest).toEqual([]);
  });

  it('keeps the actions in the spec order', () => {
    const value = toggle([{ resource: 'sulUsers', actions: ['delete'] }], 'sulUsers', 'read', true);
    expect(value).toEqual([{ resource: 'sulUsers', actions: ['read', 'delete'] }]);
  });
});
