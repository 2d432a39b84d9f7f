// The Content-Type a stored file is written with, by extension: S3 answers GETs with what was
// stored, so files the server writes itself (seeded media, static sites) must say what they are.
const TYPES: Record<string, string> = {
  aac: 'audio/aac',
  css: 'text/css',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  js: 'text/javascript',
  json: 'application/json',
  m4a: 'audio/mp4',
  mid: 'audio/midi',
  midi: 'audio/midi',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  wav: 'audio/wav',
  webp: 'image/webp',
  xml: 'application/xml',
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
