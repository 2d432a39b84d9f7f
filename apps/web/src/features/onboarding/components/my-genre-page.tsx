// /welcome/my-genre: onboarding step 2.
import { paths } from '../../../lib/paths';
import { OnboardingPickPage } from './onboarding-pick-page';

export function MyGenrePage() {
  return (
    <OnboardingPickPage
      kind="genres"
      step={2}
      title="My Genres"
      intro="Which styles of music do you like to play?"
      nextPath={paths.welcomeCompleteProfile}
      previousPath={paths.welcomeInstruments}
    />
  );
}
