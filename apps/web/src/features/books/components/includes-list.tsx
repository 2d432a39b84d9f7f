// INCLUDES: icons for the kinds of content the book has (e-book, SoundCheck, audio, video).
import type { ComponentType } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconFileTypePdf,
  IconHeadphones,
  IconMicrophone,
  IconMovie,
  type IconProps,
} from '@tabler/icons-react';
import type { PackageContent } from '@bandbook/domain';
import { describeContents } from '../../../lib/book-contents';

interface Included {
  label: string;
  Icon: ComponentType<IconProps>;
}

export function IncludesList({ content }: { content: PackageContent }) {
  const { hasEbook, hasSoundCheck, hasAudio, hasVideo } = describeContents(content);
  const items: Included[] = [
    ...(hasEbook ? [{ label: 'E-book', Icon: IconFileTypePdf }] : []),
    ...(hasSoundCheck ? [{ label: 'SoundCheck', Icon: IconMicrophone }] : []),
    ...(hasAudio ? [{ label: 'Audio', Icon: IconHeadphones }] : []),
    ...(hasVideo ? [{ label: 'Video', Icon: IconMovie }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="book-includes" gap="xs">
      <Title id="book-includes" order={2} size="h5" tt="uppercase">
        Includes
      </Title>
      <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map(({ label, Icon }) => (
          <Stack key={label} component="li" align="center" gap={4}>
            <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Text size="sm">{label}</Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}
