// The account menu as the header draws it: the button at once, the menu's code (a popover with
// floating-ui and a focus trap, and the full stylesheet that styles it) when the user first points
// at, focuses or presses the button, so a learner page's first load does not carry it (decision 022).
// The button stays until the menu has loaded; the menu then stands in for it, open if the button was
// pressed meanwhile, and focused if the button was. A press counts from its pointer going down: if the
// menu arrives between the pointer's down and up, the click lands on no button (down and up hit two
// different elements), so the menu must already open.
import { useRef, useState } from 'react';
import type { CurrentUser } from '@bandbook/domain';
import { loadFullStyles } from '../lazy-page';
import { AccountButton } from './account-button';
import type { ProfileMenu } from './profile-menu';

let menuModule: Promise<typeof ProfileMenu> | undefined;
const loadProfileMenu = () =>
  (menuModule ??= Promise.all([import('./profile-menu'), loadFullStyles()]).then(
    ([module]) => module.ProfileMenu,
  ));

interface LoadedMenu {
  Menu: typeof ProfileMenu;
  opened: boolean;
  focused: boolean;
}

export function AccountMenu({ user }: { user: CurrentUser }) {
  const [loaded, setLoaded] = useState<LoadedMenu | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  const load = () => {
    void loadProfileMenu().then((Menu) =>
      setLoaded(
        (current) =>
          current ?? {
            Menu,
            opened: pressed.current,
            focused: button.current !== null && button.current === document.activeElement,
          },
      ),
    );
  };

  if (loaded) {
    return <loaded.Menu user={user} opened={loaded.opened} focused={loaded.focused} />;
  }
  return (
    <AccountButton
      ref={button}
      user={user}
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={() => {
        pressed.current = true;
      }}
      // A touch that turns into a scroll is no press.
      onPointerCancel={() => {
        pressed.current = false;
      }}
      onClick={() => {
        pressed.current = true;
        load();
      }}
    />
  );
}
