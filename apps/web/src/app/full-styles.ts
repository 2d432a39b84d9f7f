// The whole Mantine stylesheet (cascade layer `mantine`), loaded with the chunk of every route but the
// landing page and the learner's library, discover and book pages; see shell-styles.ts.
import '@mantine/core/styles.layer.css';
