// The plain link that downloads a track or a book's audio zip: GET /download/audio takes the storage
// key of the /media/ URL the API gave, a file name, and a download token (a link sends no header).
import { mediaKeyFromUrl } from '@bandbook/domain';

export function buildDownloadUrl(mediaUrl: string, filename: string, accessToken: string): string {
  const query = new URLSearchParams({
    path: mediaKeyFromUrl(mediaUrl),
    filename,
    accessToken,
  });
  return `/download/audio?${query.toString()}`;
}

/** 'Rock Guitar Foundations - Audio.zip' from the book title and the file's extension. */
export function downloadName(title: string, mediaUrl: string): string {
  const path = new URL(mediaUrl, 'http://x').pathname;
  const dot = path.lastIndexOf('.');
  const extension = dot > path.lastIndexOf('/') ? path.slice(dot) : '';
  return `${title}${extension}`;
}
