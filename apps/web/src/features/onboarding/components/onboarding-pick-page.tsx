// An onboarding step where the learner picks instruments or genres; NEXT saves and goes on.
import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { PickForm, type PickKind } from '../../../ui/pick-form';
import { OnboardingStep } from './onboarding-step';

interface OnboardingPickPageProps {
  kind: PickKind;
  step: number;
  title: string;
  intro: string;
  nextPath: string;
  /** The step before, if there is one (shown as PREVIOUS). */
  previousPath?: string;
}

export function OnboardingPickPage({
  kind,
  step,
  title,
  intro,
  nextPath,
  previousPath,
}: OnboardingPickPageProps) {
  const user = useRequiredUser();
  const navigate = useNavigate();
  return (
    <OnboardingStep step={step} title={title} intro={intro}>
      <PickForm
        kind={kind}
        user={user}
        onSaved={() => navigate(nextPath)}
        submitLabel="NEXT"
        actionsMargin="xl"
        secondaryAction={
          previousPath && (
            <Button component={Link} to={previousPath} variant="default">
              PREVIOUS
            </Button>
          )
        }
      />
    </OnboardingStep>
  );
}
