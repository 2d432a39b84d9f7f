// Where a social sign-in leaves its auto-login token: a signed, httpOnly cookie that only the
// exchange call receives, so the token never appears in a URL (logs, history, Referer).
export const AUTOLOGIN_COOKIE = 'bandbook_autologin';
export const autologinCookiePath = '/api/users/me/autologin';

export const autologinCookieOptions = (secure: boolean) => ({
  path: autologinCookiePath,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  signed: true,
  maxAge: 120,
});
