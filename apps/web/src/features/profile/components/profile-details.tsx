// The profile in view mode: what the user told us, as a description list.
import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { usePublicConfig } from '../../../api/public-config';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const config = usePublicConfig();
  const region = config.regions.find((item) => item.code === user.currencyCode);
  const language = config.languages.find((item) => item.id === user.languageCode);
  const country = config.countries.find((item) => item.code === user.address.countryCode);
  const street = [user.address.line1, user.address.line2].filter(Boolean).join(', ');
  const place = [user.address.zip, user.address.city, user.address.state].filter(Boolean).join(' ');

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
      <Detail term="Username">{user.username}</Detail>
      <Detail term="Email">
        <Group gap="xs" component="span">
          <span>{user.email}</span>
          {user.status === 0 && (
            <Badge color="yellow" variant="light" component="span">
              Not verified
            </Badge>
          )}
          {user.pendingEmail && (
            <Text component="span" size="sm" c="dimmed">
              Changing to {user.pendingEmail}: open the link we emailed there to confirm.
            </Text>
          )}
        </Group>
      </Detail>
      <Detail term="First Name">{user.firstname}</Detail>
      <Detail term="Last Name">{user.lastname}</Detail>
      <Detail term="Age">{user.age === null ? '' : String(user.age)}</Detail>
      <Detail term="Musician Type">{user.musicianType}</Detail>
      <Detail term="Region">{region?.store ?? user.currencyCode}</Detail>
      <Detail term="Language">{language?.label ?? user.languageCode}</Detail>
      <Detail term="Address">{[street, place].filter(Boolean).join(', ')}</Detail>
      <Detail term="Country">{country?.name ?? user.address.countryCode}</Detail>
      <Detail term="Newsletter">{user.newsletterOptIn ? 'Subscribed' : 'Not subscribed'}</Detail>
    </SimpleGrid>
  );
}
