// Mantine theme: shades dark enough for WCAG AA contrast on white (axe checks it in e2e).
// Component settings are plain objects, not Modal.extend(): importing Modal here would put it (and its
// ScrollArea and floating-ui) on the landing page's first load.
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // A type scale of ratio 1.25 from a 16 px body; headings tighter and heavier than body text.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  headings: {
    fontWeight: '750',
    sizes: {
      h1: { fontSize: 'clamp(1.875rem, 1.4rem + 2vw, 2.5rem)', lineHeight: '1.15' },
      h2: { fontSize: '1.5rem', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  components: {
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } },
    },
    // Mantine draws a modal's title bar as <header>, a second banner landmark beside the site's own
    // (axe: landmark-no-duplicate-banner); the dialog is already labelled by its title.
    ModalHeader: { defaultProps: { role: 'none' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[8],
    '--mantine-color-anchor': current.colors.indigo[8],
  },
  dark: {},
});

/**
 * The app has one colour scheme, so nothing is stored: Mantine's default manager reads localStorage
 * on every start, and a page's first read of localStorage waits for the browser to load it.
 */
export const colorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) => defaultValue,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
