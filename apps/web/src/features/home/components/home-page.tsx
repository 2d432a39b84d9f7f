// /: the landing page: Enter Your Code, Learn More, See How It Works, the book carousel, Start Now.
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { ShellButton } from '../../../ui/shell-button';
import shell from '../../../ui/shell.module.css';
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
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={classes.title}>
          Your music books, now with a band that listens.
        </h1>
        <p className={classes.lead}>
          Unlock the book you bought with the code printed inside it. Play along with its audio
          tracks and videos, read the e-book, and let SoundCheck score your playing.
        </p>
        <div className={`${shell.row} ${classes.actions}`}>
          <ShellButton size="md" component={ModalLink} to={paths.enterCode}>
            Enter Your Code
          </ShellButton>
          <ShellButton size="md" variant="default" component={Link} to={paths.aboutUs}>
            Learn More
          </ShellButton>
          {video && (
            <ShellButton
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
            </ShellButton>
          )}
        </div>
      </section>

      {(isPending || (showcase && showcase.books.length > 0)) && (
        <section aria-labelledby="home-books" aria-busy={isPending}>
          <h2 id="home-books" className={classes.sectionTitle}>
            Books to play along with
          </h2>
          {showcase ? <BookCarousel books={showcase.books} /> : <BookCarouselSkeleton />}
        </section>
      )}

      <div className={classes.features}>
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
      </div>

      <div className={classes.cta}>
        <h2 className={classes.heading}>Ready to play?</h2>
        {isLoggedIn ? (
          <ShellButton size="md" component={Link} to={paths.library}>
            Start Now
          </ShellButton>
        ) : (
          <ShellButton size="md" component={ModalLink} to={paths.signup}>
            Start Now
          </ShellButton>
        )}
      </div>
    </div>
  );
}
