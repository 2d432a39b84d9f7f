// Shown while a page waits for the data it cannot render without: a named status (a bare aria-label on
// the loader would be a prohibited attribute). Mantine's oval Loader drawn in CSS alone: it is on
// every first load (decision 022, sixth step).
import classes from './page-loader.module.css';

export function PageLoader() {
  return (
    <div className={classes.root}>
      <span className={classes.loader} role="status" aria-label="Loading" />
    </div>
  );
}
