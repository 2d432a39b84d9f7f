// The frame of an onboarding step: its number, title and short explanation.
import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../ui/page-title';

interface OnboardingStepProps {
  step: number;
  title: string;
  intro: string;
  children: ReactNode;
}

export const ONBOARDING_STEPS = 3;

export function OnboardingStep({ step, title, intro, children }: OnboardingStepProps) {
  return (
    <Paper withBorder p="xl" maw={860} mx="auto">
      <Stack>
        <Text size="sm" fw={600}>
          Step {step} of {ONBOARDING_STEPS}
        </Text>
        <PageTitle>{title}</PageTitle>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
