// The logged-in user's menu: dashboard pages, code entry and log out. Loaded when the user first
// points at, focuses or presses the account button (account-menu.tsx), which it then stands in for.
import { useEffect, useRef } from 'react';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '@bandbook/domain';
import { useLogout } from '../../api/logout';
import { paths } from '../../lib/paths';
import { ModalLink } from '../../ui/modal-link';
import { AccountButton } from './account-button';

interface ProfileMenuProps {
  user: CurrentUser;
  /** Open: the button was pressed before the menu had loaded, or the menu was opened since. */
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** Take the focus: the button it replaces had it. */
  focused?: boolean;
}

export function ProfileMenu({ user, opened, onChange, focused = false }: ProfileMenuProps) {
  const logout = useLogout();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
    // Only on mount: the focus the replaced button had.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu position="bottom-end" width={200} opened={opened} onChange={onChange}>
      <Menu.Target>
        <AccountButton user={user} ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.library}>
          My Library
        </Menu.Item>
        <Menu.Item component={Link} to={paths.discover}>
          Discover
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/practice">
          Practice
        </Menu.Item>
        <Menu.Item component={ModalLink} to={paths.enterCode}>
          Enter Your Code
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
