// The footer: legal and help links, contact, social sites, app store link and the version.
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePublicConfig } from '../../api/public-config';
import { paths } from '../../lib/paths';
import classes from './app-footer.module.css';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function AppFooter() {
  const config = usePublicConfig();
  const { links } = config;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          <Group component="nav" aria-label="Footer" gap="lg">
            <Anchor href={links.terms} {...external}>
              Terms
            </Anchor>
            <Anchor href={links.privacy} {...external}>
              Privacy
            </Anchor>
            <Anchor href={links.cookies} {...external}>
              Cookie Policy
            </Anchor>
            <Anchor component={Link} to={paths.faq}>
              FAQ
            </Anchor>
            <Anchor component={Link} to={paths.aboutUs}>
              About
            </Anchor>
            <Anchor href={links.contact}>Contact</Anchor>
          </Group>
          <Group gap="lg">
            {links.social.map((social) => (
              <Anchor key={social.url} href={social.url} {...external}>
                {social.label}
              </Anchor>
            ))}
            <Anchor href={config.appStoreUrl} {...external}>
              Download on the App Store
            </Anchor>
          </Group>
          <Text size="sm">Version {config.version}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
