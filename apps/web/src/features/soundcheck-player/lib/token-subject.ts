// Whose a bearer JWT is (its `sub`, the user id), read without checking the signature: only to keep
// one learner's results from being sent under another's session. The server still checks every token.

/** The token's subject, or null when it is not a JWT with one. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
