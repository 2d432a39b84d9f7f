// The styles of the landing page's first load: Mantine's base layer and the components the shell
// (header with the account button, footer, loading bar, page loader) and the home page draw, each
// from its own file. Their buttons, headings, grid and covers are the app's own CSS modules
// (ui/shell-button, ui/book-cover), so Button, ActionIcon, Title and the rest are not here. The library,
// discover and book pages add their components' files (learner-styles.ts), and every other route loads
// the whole Mantine stylesheet with its chunk (full-styles.ts); lazyPage loads either. All of
// Mantine's rules are in the `mantine` cascade layer, so loading them twice, or in another order,
// never changes what wins, and the app's own (unlayered) CSS modules always do (decision 022).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import './touch-targets.css';
