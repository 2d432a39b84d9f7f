// The header: brand, school logo, staff links and role label, the learner's stars, and the login
// or profile menu.
import { lazy, Suspense } from 'react';
import { Anchor, Box, Container, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconStarFilled } from '@tabler/icons-react';
import { ROLE_LABELS, showsRoleLabel } from '@bandbook/domain';
import { useCurrentUser } from '../../api/current-user';
import { Logo } from '../../ui/logo';
import { loadFullStyles } from '../lazy-page';
import { GuestMenu } from './guest-menu';
import { StaffLinks } from './staff-links';
import classes from './app-header.module.css';

// The menu (a popover: floating-ui) loads only for a signed-in user, off the guest's first load,
// with the full stylesheet that styles it (shell-styles.ts).
const ProfileMenu = lazy(async () => {
  const [module] = await Promise.all([import('./profile-menu'), loadFullStyles()]);
  return { default: module.ProfileMenu };
});

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
                <ProfileMenu user={user} />
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
