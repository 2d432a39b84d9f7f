// The header: brand, school logo, staff links and role label, the learner's stars, and the login
// or profile menu.
import { lazy, Suspense } from 'react';
import { Anchor, Box, Container, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconStarFilled } from '@tabler/icons-react';
import { ROLE_LABELS, showsRoleLabel } from '@bandbook/domain';
import { useCurrentUser } from '../../api/current-user';
import { Logo } from '../../ui/logo';
import { GuestMenu } from './guest-menu';
import { StaffLinks } from './staff-links';
import classes from './app-header.module.css';

// Only a signed-in user has the account menu: off the guest's first load. Its button comes first; the
// menu's own code when the user reaches for it (account-menu.tsx).
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));

export function AppHeader() {
  const { user } = useCurrentUser();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" h={64} wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to="/" className={classes.brand} underline="never">
              <Logo />
            </Anchor>
            {user?.school?.logoUrl && (
              <Image src={user.school.logoUrl} alt="School logo" h={36} w="auto" fit="contain" />
            )}
          </Group>
          <Group gap="md" wrap="nowrap">
            {user && <StaffLinks role={user.role} />}
            {user && showsRoleLabel(user.role) && (
              <Text size="sm" visibleFrom="sm">
                Signed In as {ROLE_LABELS[user.role]}
              </Text>
            )}
            {user && (
              <Group gap={4} wrap="nowrap" role="img" aria-label={`Your stars: ${user.userStars}`}>
                <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
                <Text size="sm" fw={600} aria-hidden>
                  {user.userStars}
                </Text>
              </Group>
            )}
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu user={user} />
              </Suspense>
            ) : (
              <GuestMenu />
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
