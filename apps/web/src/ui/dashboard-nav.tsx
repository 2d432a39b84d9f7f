// The learner's dashboard sub-navigation: Library, Discover, Profile.
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../lib/paths';

const LINKS = [
  { to: paths.library, label: 'Library' },
  { to: paths.discover, label: 'Discover' },
  { to: paths.profile, label: 'Profile' },
];

export function DashboardNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Dashboard" gap="xs" mb="lg">
      {LINKS.map((link) => {
        const isActive = pathname.startsWith(link.to);
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={isActive ? 'filled' : 'subtle'}
            aria-current={isActive ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
