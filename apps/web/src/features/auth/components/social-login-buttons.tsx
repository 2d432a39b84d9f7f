// One button per configured social provider: a full-page trip to /auth/{provider}.
import { Button, Divider, Stack } from '@mantine/core';
import { usePublicConfig } from '../../../api/public-config';
import { paths } from '../../../lib/paths';
import { saveRedirect } from '../../../lib/saved-redirect';

export function SocialLoginButtons({ from }: { from?: string }) {
  const { socialProviders } = usePublicConfig();
  if (socialProviders.length === 0) return null;
  return (
    <Stack gap="xs">
      {socialProviders.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={paths.socialProvider(provider.id)}
          variant="default"
          onClick={() => saveRedirect(from)}
        >
          Continue with {provider.label}
        </Button>
      ))}
      <Divider label="or" labelPosition="center" my="xs" />
    </Stack>
  );
}
