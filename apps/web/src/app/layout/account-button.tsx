// The signed-in user's avatar and name: the account menu's button. It is drawn at once, and the menu
// itself (a popover: floating-ui, focus trap) loads only when the user reaches for it.
import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';

const accountName = (user: CurrentUser) => user.username ?? user.email ?? 'My account';

type AccountButtonProps = ComponentPropsWithRef<'button'> & { user: CurrentUser };

export function AccountButton({ user, className, ...buttonProps }: AccountButtonProps) {
  const name = accountName(user);
  return (
    <UnstyledButton
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      {...buttonProps}
      className={className ? `touch-target ${className}` : 'touch-target'}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user.profilePictureUrl || null} alt="" radius="xl" size="sm" />
        <Text size="sm" fw={600} visibleFrom="xs">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
