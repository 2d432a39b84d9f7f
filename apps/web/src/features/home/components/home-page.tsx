// /: the landing page: Enter Your Code, Learn More, See How It Works, the book carousel, Start Now.
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { useShowcase } from '../../../api/showcase';
import { BookCarousel, BookCarouselSkeleton } from './book-carousel';
import { FeatureCard } from './feature-card';
import classes from './home-page.module.css';

export function HomePage() {
  const { isLoggedIn } = useSession();
  const { data: showcase, isPending } = useShowcase();
  const video = showcase?.howItWorksVideo;
  useDocumentTitle(null);
  return (
    <Stack gap={48}>
      <section className={classes.hero} aria-labelledby="home-title">
        <Title id="home-title" order={1} className={classes.title}>
          Your music books, now with a band that listens.
        </Title>
        <Text size="lg" maw={640}>
          Unlock the book you bought with the code printed inside it. Play along with its audio
          tracks and videos, read the e-book, and let SoundCheck score your playing.
        </Text>
        <Group mt="lg">
          <Button size="md" component={ModalLink} to={paths.enterCode}>
            Enter Your Code
          </Button>
          <Button size="md" variant="default" component={Link} to={paths.aboutUs}>
            Learn More
          </Button>
          {video && (
            <Button
              size="md"
              variant="subtle"
              component={ModalLink}
              to={paths.video({
                slug: 'how-it-works',
                videoTitle: video.title,
                url: video.url,
                videoFilePath: video.url,
              })}
            >
              See How It Works
            </Button>
          )}
        </Group>
      </section>

      {(isPending || (showcase && showcase.books.length > 0)) && (
        <section aria-labelledby="home-books" aria-busy={isPending}>
          <Title id="home-books" order={2} mb="md">
            Books to play along with
          </Title>
          {showcase ? <BookCarousel books={showcase.books} /> : <BookCarouselSkeleton />}
        </section>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <FeatureCard title="Play along">
          Every track comes with a full mix, a backing track without your part, and adjustable
          tempo.
        </FeatureCard>
        <FeatureCard title="Get feedback">
          SoundCheck listens through your microphone and tells you how your pitch and rhythm did.
        </FeatureCard>
        <FeatureCard title="Collect stars">
          Earn up to five stars per exercise and follow your progress through each book.
        </FeatureCard>
      </SimpleGrid>

      <Stack align="center" gap="sm">
        <Title order={2}>Ready to play?</Title>
        {isLoggedIn ? (
          <Button size="md" component={Link} to={paths.library}>
            Start Now
          </Button>
        ) : (
          <Button size="md" component={ModalLink} to={paths.signup}>
            Start Now
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
