// A book's cover image (3:4), or a plain placeholder with the title when it has none.
import { AspectRatio, Center, Image, Paper, Text } from '@mantine/core';

interface BookCoverProps {
  title: string;
  src: string | null;
  /** Covers next to their title are decorative; alone they need the title as alt text. */
  isDecorative?: boolean;
  w?: number | string;
  /**
   * A cover in the first screen loads at once ('eager') rather than once laid out, and the page's
   * largest one ('high') also ahead of other images: it is what Largest Contentful Paint waits for.
   */
  priority?: 'eager' | 'high';
}

export function BookCover({ title, src, isDecorative = false, w, priority }: BookCoverProps) {
  return (
    <AspectRatio ratio={3 / 4} w={w}>
      {src ? (
        <Image
          src={src}
          alt={isDecorative ? '' : `Cover of ${title}`}
          radius="sm"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
        />
      ) : (
        <Paper withBorder radius="sm" bg="gray.1" aria-hidden={isDecorative || undefined}>
          <Center h="100%" p="xs">
            <Text size="sm" ta="center" fw={600}>
              {title}
            </Text>
          </Center>
        </Paper>
      )}
    </AspectRatio>
  );
}
