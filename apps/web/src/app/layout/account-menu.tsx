// The account menu as the header draws it: the button at once, the menu's code (a popover with
// floating-ui and a focus trap, and the full stylesheet that styles it) when the user first points
// at, focuses or presses the button, so a learner page's first load does not carry it (decision 022).
// The button stays until the menu has loaded; the menu then stands in for it, open if the button was
// pressed meanwhile, and focused if the button was. A press counts from its pointer going down: if the
// menu arrives between the pointer's down and up, the click lands on no button (down and up hit two
// different elements), so the menu must already open. The menu is controlled from here, so a press that
// lands after its code arrived but before React drew it opens it too.
import { useState } from 'react';
import type { CurrentUser } from '@bandbook/domain';
import { loadFullStyles } from '../lazy-page';
import { AccountButton } from './account-button';
import type { ProfileMenu } from './profile-menu';

let menuModule: Promise<typeof ProfileMenu> | undefined;
const loadProfileMenu = () =>
  (menuModule ??= Promise.all([import('./profile-menu'), loadFullStyles()]).then(
    ([module]) => module.ProfileMenu,
  ));

export function AccountMenu({ user }: { user: CurrentUser }) {
  const [Menu, setMenu] = useState<typeof ProfileMenu | null>(null);
  // Read when the menu is drawn, not when its code arrives: React draws it a task later, and a press
  // or focus can land on the old button in between.
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);

  const load = () => {
    void loadProfileMenu().then((loaded) => setMenu(() => loaded));
  };

  if (Menu) {
    return <Menu user={user} opened={opened} onChange={setOpened} focused={focused} />;
  }
  return (
    <AccountButton
      user={user}
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={() => {
        setOpened(true);
        load();
      }}
      // A touch that turns into a scroll is no press.
      onPointerCancel={() => setOpened(false)}
      onClick={() => {
        setOpened(true);
        load();
      }}
    />
  );
}
