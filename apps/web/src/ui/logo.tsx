// Bandbook's logo, drawn here: an open book whose right page carries a note, beside the wordmark.
// Inline SVG, so the header needs no extra request; public/favicon.svg is the same mark.
import classes from './logo.module.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M5 9.6c3.6-1.5 7.3-1.2 11 .9v14.3c-3.7-2.1-7.4-2.4-11-.9z" fill="#fff" />
      <path d="M27 9.6c-3.6-1.5-7.3-1.2-11 .9v14.3c3.7-2.1 7.4-2.4 11-.9z" fill="#dbe4ff" />
      <path
        d="M22 11.2v7.3a2.1 2.1 0 1 1-1.4-2V13.6l-2.6.8v-1.5z"
        fill="var(--mantine-primary-color-filled)"
      />
    </svg>
  );
}

/** The mark and the name; the name is the link's text, so the mark stays decorative. */
export function Logo() {
  return (
    <span className={classes.logo}>
      <LogoMark />
      <span className={classes.wordmark}>Bandbook</span>
    </span>
  );
}
