// Where the routing rules of spec section 2 send a user: pure functions, unit tested.
import { canEnterAdminArea, type CurrentUser } from '@bandbook/domain';
import { paths } from './paths';

/** A basic user without username or email must finish the social signup first (or go home). */
export function getIncompleteAccountRedirect(user: CurrentUser): string | null {
  if (user.role !== 'user') return null;
  if (user.username && user.email) return null;
  return user.provider !== 'local' ? paths.socialSignup : paths.home;
}

/** Only same-origin app paths may be used as a redirect target, never the auth modals. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return false;
  const pathname = target.split(/[?#]/)[0] ?? '';
  const excluded = [
    paths.login,
    paths.signup,
    paths.socialSignup,
    paths.socialLogin,
    paths.forgotPassword,
    '/reset-password',
    '/verify-email',
  ];
  return !excluded.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * After a login or signup: the incomplete-account rule, then the saved redirect, then onboarding.
 * The instrument picker is the learner's first step (spec section 2); staff who enter the admin area
 * have no learner profile to complete, so they go to the back office instead.
 */
export function getPostLoginPath(user: CurrentUser, savedRedirect?: string | null): string {
  const incomplete = getIncompleteAccountRedirect(user);
  if (incomplete) return incomplete;
  if (isSafeRedirect(savedRedirect)) return savedRedirect;
  if (canEnterAdminArea(user.role)) return paths.admin;
  if (user.instruments.length === 0) return paths.welcomeInstruments;
  return paths.library;
}
