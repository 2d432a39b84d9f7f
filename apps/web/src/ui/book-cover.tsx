// A book's cover image (3:4), or a plain placeholder with the title when it has none. Drawn with CSS
// alone: the landing page's carousel shows it on the first load (decision 022, sixth step).
import classes from './book-cover.module.css';

interface BookCoverProps {
  title: string;
  src: string | null;
  /** Covers next to their title are decorative; alone they need the title as alt text. */
  isDecorative?: boolean;
  /**
   * A cover in the first screen loads at once ('eager') rather than once laid out, and the page's
   * largest one ('high') also ahead of other images: it is what Largest Contentful Paint waits for.
   */
  priority?: 'eager' | 'high';
}

export function BookCover({ title, src, isDecorative = false, priority }: BookCoverProps) {
  if (src) {
    return (
      <img
        className={classes.cover}
        src={src}
        alt={isDecorative ? '' : `Cover of ${title}`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
      />
    );
  }
  return (
    <div className={classes.placeholder} aria-hidden={isDecorative || undefined}>
      {title}
    </div>
  );
}
