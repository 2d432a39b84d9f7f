// What a guest sees in the header: Log In and Sign Up.
import type { CSSProperties } from 'react';
import { ModalLink } from '../../ui/modal-link';
import { paths } from '../../lib/paths';
import { ShellButton } from '../../ui/shell-button';
import shell from '../../ui/shell.module.css';

const gap = { '--row-gap': 'var(--mantine-spacing-xs)' } as CSSProperties;

export function GuestMenu() {
  return (
    <div className={`${shell.row} ${shell.noWrap}`} style={gap}>
      <ShellButton component={ModalLink} to={paths.login} variant="subtle">
        Log In
      </ShellButton>
      <ShellButton component={ModalLink} to={paths.signup}>
        Sign Up
      </ShellButton>
    </div>
  );
}
