// What a guest sees in the header: Log In and Sign Up.
import { ModalLink } from '../../ui/modal-link';
import { paths } from '../../lib/paths';
import { ShellButton } from '../../ui/shell-button';
import shell from '../../ui/shell.module.css';
import classes from './guest-menu.module.css';

export function GuestMenu() {
  return (
    <div className={`${shell.row} ${shell.noWrap} ${classes.menu}`}>
      <ShellButton component={ModalLink} to={paths.login} variant="subtle">
        Log In
      </ShellButton>
      <ShellButton component={ModalLink} to={paths.signup}>
        Sign Up
      </ShellButton>
    </div>
  );
}
