// Media URLs that arrive through a URL (the video modal's query) are used only when they point at
// this origin's /media/ files, so a crafted link cannot make the app play anything else.
export function toSafeMediaSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (!url.pathname.startsWith('/media/')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
