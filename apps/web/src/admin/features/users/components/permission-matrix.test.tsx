// The permission matrix: a checkbox per resource and action that adds or drops that action (a
// resource left without actions goes), Add All and Remove All.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ACTIONS, PERMISSION_RESOURCES } from '@bandbook/domain';
import { renderWithProviders } from '../../../../test/render';
import {
  NOT_GRANTABLE_NOTE,
  PermissionMatrix,
  toggle,
  type PermissionValue,
} from './permission-matrix';

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

describe('PermissionMatrix of a restricted creator (issue 44)', () => {
  // The creator holds Codes VIEW and CREATE, Single Users VIEW only.
  const held: Record<string, string[]> = { couponList: ['read', 'create'], sulUsers: ['read'] };
  const grantable = (resource: string, action: string) => held[resource]?.includes(action) ?? false;
  function Limited({ initial }: { initial: PermissionValue[] }) {
    const [value, setValue] = useState(initial);
    latest = value;
    return <PermissionMatrix value={value} onChange={setValue} grantable={grantable} />;
  }

  it('offers only the permissions the creator holds, and says why the others are greyed out', () => {
    renderWithProviders(<Limited initial={[]} />);
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Codes: VIEW').disabled).toBe(false);
    expect(box('Codes: CREATE').disabled).toBe(false);
    expect(box('Codes: DELETE').disabled).toBe(true);
    expect(box('Single Users: UPDATE').disabled).toBe(true);
    expect(box('Administrators: VIEW').disabled).toBe(true);
    expect(screen.getByText(NOT_GRANTABLE_NOTE)).toBeTruthy();
  });

  it('Add All gives only the grantable ones', async () => {
    renderWithProviders(<Limited initial={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add All' }));
    expect(latest).toEqual([
      { resource: 'sulUsers', actions: ['read'] },
      { resource: 'couponList', actions: ['read', 'create'] },
    ]);
  });

  it('gives VIEW with CREATE, and lets a held permission it cannot give be taken away', async () => {
    renderWithProviders(<Limited initial={[{ resource: 'contentPackages', actions: ['read'] }]} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Codes: CREATE' }));
    expect(latest).toContainEqual({ resource: 'couponList', actions: ['read', 'create'] });
    const packages = screen.getByRole('checkbox', {
      name: 'Content Packages: VIEW',
    }) as HTMLInputElement;
    expect(packages.disabled).toBe(false);
    await userEvent.click(packages);
    expect(latest.some((entry) => entry.resource === 'contentPackages')).toBe(false);
    expect(packages.disabled).toBe(true);
  });
});
