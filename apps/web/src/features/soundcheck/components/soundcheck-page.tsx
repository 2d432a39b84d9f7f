// /books/{title}/soundcheck: the book's SoundCheck sections and exercises with their stars, and the
// book's total score.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useOutletBook } from '../../../hooks/use-outlet-book';
import { starsById } from '../lib/item-stars';
import { ScoreSummary } from './score-summary';
import { SoundCheckItemRow } from './soundcheck-item-row';

export function SoundCheckPage() {
  const { book } = useOutletBook();
  const stars = starsById(book.viewData);
  const sections = book.content.mmsList.filter((list) => list.contentList.length > 0);
  if (sections.length === 0) {
    return <Text>There is no SoundCheck content for this book.</Text>;
  }
  return (
    <Stack gap="lg">
      <ScoreSummary stars={book.viewData.stars} maxStars={book.viewData.maxStars} />
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
                  durationInSeconds={item.durationInSeconds}
                  isAvailable={item.exerciseUrl != null || item.audioFilePath !== null}
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
