// Mantine theme: shades dark enough for WCAG AA contrast on white (axe checks it in e2e).
// Component settings are plain objects, not Modal.extend(): importing Modal here would put it (and its
// ScrollArea and floating-ui) on the landing page's first load.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
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
