// /welcome/my-instruments: onboarding step 1.
import { paths } from '../../../lib/paths';
import { OnboardingPickPage } from './onboarding-pick-page';

export function MyInstrumentsPage() {
  return (
    <OnboardingPickPage
      kind="instruments"
      step={1}
      title="My Instruments"
      intro="Which instruments do you play? We will suggest books for them."
      nextPath={paths.welcomeGenre}
    />
  );
}
