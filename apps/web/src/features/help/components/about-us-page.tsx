// /about-us: what Bandbook is.
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../ui/page-title';

export function AboutUsPage() {
  return (
    <Stack maw={760}>
      <PageTitle>About Bandbook</PageTitle>
      <Text>
        Bandbook turns printed music method books into something you can play with. Each book you
        unlock brings its recordings, lesson videos and an e-book to your browser, so the exercises
        on the page come with a band to play them with.
      </Text>
      <Title order={2} size="h3">
        Practise with SoundCheck
      </Title>
      <Text>
        SoundCheck follows along while you play. In Practice mode you loop and slow down the hard
        bars; in Perform mode you record a take and get a score for pitch and rhythm, with up to
        five stars per exercise.
      </Text>
      <Title order={2} size="h3">
        How to start
      </Title>
      <Text>
        Create a free account, tell us which instruments and styles you play, and enter the code
        printed in your book. Some books also offer a free trial from the Discover page.
      </Text>
    </Stack>
  );
}
