// Home and Admin links for users who may enter the admin area.
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { canEnterAdminArea, type Role } from '@bandbook/domain';
import { paths } from '../../lib/paths';

export function StaffLinks({ role }: { role: Role }) {
  if (!canEnterAdminArea(role)) return null;
  return (
    <Group component="nav" aria-label="Staff" gap="md">
      <Anchor component={Link} to={paths.home}>
        Home
      </Anchor>
      {/* The admin area is a separate app section; a full load keeps its chunk apart. */}
      <Anchor href={paths.admin}>Admin</Anchor>
    </Group>
  );
}
