// /books/{title}/soundcheck: the book's SoundCheck sections and exercises with their stars (and the
// tempo of a best played slower), the book's total score, and links that open the player and the help
// video over the page.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useOutletBook } from '../../../hooks/use-outlet-book';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { slowerTempoById, starsById } from '../lib/item-stars';
import { ScoreSummary } from './score-summary';
import { SoundCheckItemRow } from './soundcheck-item-row';

export function SoundCheckPage() {
  const { book, slug, idParam } = useOutletBook();
  const playerPath = (item: { title: string; _id: string }) => {
    const path = paths.soundCheckItem(slug, item);
    return idParam ? `${path}&${new URLSearchParams({ id: idParam }).toString()}` : path;
  };
  const stars = starsById(book.viewData);
  const slowerTempos = slowerTempoById(book.viewData);
  const sections = book.content.mmsList.filter((list) => list.contentList.length > 0);
  if (sections.length === 0) {
    return <Text>There is no SoundCheck content for this book.</Text>;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <ScoreSummary stars={book.viewData.stars} maxStars={book.viewData.maxStars} />
        <Anchor component={ModalLink} to={paths.soundCheckHelp(slug)}>
          How SoundCheck works
        </Anchor>
      </Group>
      {book.isActiveTrial && (
        <Text size="sm">Stars are collected once the book is unlocked with its code.</Text>
      )}
      {sections.map((section, index) => {
        const headingId = `soundcheck-section-${index}`;
        return (
          <Paper key={headingId} withBorder p="md" component="section" aria-labelledby={headingId}>
            <Title id={headingId} order={2} size="h4" mb="xs">
              {section.title}
            </Title>
            <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
              {section.contentList.map((item) => (
                <SoundCheckItemRow
                  key={item._id}
                  title={item.title}
                  stars={stars.get(item._id) ?? 0}
                  slowerTempo={slowerTempos.get(item._id) ?? null}
                  durationInSeconds={item.durationInSeconds}
                  to={item.exerciseUrl ? playerPath(item) : null}
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
