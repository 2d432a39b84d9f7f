// The logged-in user's menu: dashboard pages, code entry and log out.
import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '@bandbook/domain';
import { useLogout } from '../../api/logout';
import { paths } from '../../lib/paths';
import { ModalLink } from '../../ui/modal-link';

export function ProfileMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const name = user.username ?? user.email ?? 'My account';
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} className="touch-target">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.profilePictureUrl || null} alt="" radius="xl" size="sm" />
            <Text size="sm" fw={600} visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
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
