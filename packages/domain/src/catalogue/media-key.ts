// A media URL's storage key. Apart from the schemas, so a page that needs only this does not load zod.
/** The storage key inside a /media/ URL, as GET /download/audio takes it in `path`. */
export function mediaKeyFromUrl(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  return decodeURIComponent(path.replace(/^\/media\//, ''));
}
