// What a list says when it has nothing to show: a small drawing, the message and the next step.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import classes from './empty-state.module.css';

/** An empty music stand with a note floating above it; drawn here, decorative. */
function EmptyStandPicture() {
  return (
    <svg className={classes.picture} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="90" rx="40" ry="4" fill="var(--mantine-color-gray-2)" />
      <path
        d="M60 56v32M46 88l14-10 14 10"
        stroke="var(--mantine-color-gray-5)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M28 30h64l-6 26H34z"
        fill="var(--mantine-color-gray-1)"
        stroke="var(--mantine-color-gray-5)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M40 38h40M42 46h36"
        stroke="var(--mantine-color-gray-3)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M72 6v14.5a4.5 4.5 0 1 1-3-4.2V9l12-3v4z"
        fill="var(--mantine-primary-color-filled)"
      />
    </svg>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="lg" className={classes.root}>
      <EmptyStandPicture />
      <Text ta="center" maw={460}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
