// The header: brand, school logo, staff links and role label, the learner's stars, and the login
// or profile menu. Plain elements with the shell's classes (ui/shell.module.css): it is on every
// first load.
import { Suspense, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { IconStarFilled } from '@tabler/icons-react';
import { ROLE_LABELS, showsRoleLabel } from '@bandbook/domain';
import { useCurrentUser } from '../../api/current-user';
import { Logo } from '../../ui/logo';
import shell from '../../ui/shell.module.css';
import { AccountMenu } from '../route-modules';
import { GuestMenu } from './guest-menu';
import { StaffLinks } from './staff-links';
import classes from './app-header.module.css';

const starsGap = { '--row-gap': '4px' } as CSSProperties;

export function AppHeader() {
  const { user } = useCurrentUser();
  return (
    <header className={classes.header}>
      <div className={`${shell.container} ${classes.bar}`}>
        <div className={`${shell.row} ${shell.noWrap} ${classes.start}`}>
          <Link to="/" className={classes.brand}>
            <Logo />
          </Link>
          {user?.school?.logoUrl && (
            <img src={user.school.logoUrl} alt="School logo" className={classes.schoolLogo} />
          )}
        </div>
        <div className={`${shell.row} ${shell.noWrap}`}>
          {user && <StaffLinks role={user.role} />}
          {user && showsRoleLabel(user.role) && (
            <p className={`${shell.small} ${shell.fromSm}`}>
              Signed In as {ROLE_LABELS[user.role]}
            </p>
          )}
          {user && (
            <div
              className={`${shell.row} ${shell.noWrap}`}
              style={starsGap}
              role="img"
              aria-label={`Your stars: ${user.userStars}`}
            >
              <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden />
              <span className={`${shell.small} ${classes.stars}`} aria-hidden>
                {user.userStars}
              </span>
            </div>
          )}
          {user ? (
            // Only a signed-in user has the account menu: off the guest's first load. Its button
            // comes first; the menu's own code when the user reaches for it (account-menu.tsx).
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <GuestMenu />
          )}
        </div>
      </div>
    </header>
  );
}
