// The whole Mantine stylesheet (cascade layer `mantine`), loaded with every route's chunk but the
// landing page's; see shell-styles.ts.
import '@mantine/core/styles.layer.css';
