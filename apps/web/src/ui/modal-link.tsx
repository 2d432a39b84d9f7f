// A link to a modal route that keeps the current page behind the modal. From one modal to
// another it replaces the history entry, so closing returns to the page.
import { forwardRef } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';
import { useModalLinkState } from '../hooks/use-modal-navigation';
import { isModalPath } from '../lib/modal-location';

interface ModalLinkProps extends Omit<LinkProps, 'state' | 'to'> {
  to: string;
  /** Where to go after logging in from this modal. */
  from?: string;
}

export const ModalLink = forwardRef<HTMLAnchorElement, ModalLinkProps>(function ModalLink(
  { from, to, replace, ...props },
  ref,
) {
  const state = useModalLinkState({ from });
  const { pathname } = useLocation();
  return (
    <Link ref={ref} to={to} state={state} replace={replace ?? isModalPath(pathname)} {...props} />
  );
});
