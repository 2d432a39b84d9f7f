// A live package as the static site shows it: absolute URLs (the files may be hosted anywhere), the
// description sanitised once more before it goes into a page, and the kinds of content it includes.
import { bookSlug, type PackageContent } from '@bandbook/domain';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { MediaSigner } from '../../storage/media-urls.js';
import type { PackageRow } from '../../modules/catalogue/packages.queries.js';
import type { SiteBook } from './book-pages.js';

/** The learner preview's INCLUDES, in its order. */
export function includesOf(content: PackageContent): string[] {
  const { ebook } = content;
  return [
    ebook.title || ebook.pdfFilePath || ebook.trialVersionPdfFilePath ? 'E-book' : null,
    content.mmsList.some((list) => list.contentList.length) ? 'SoundCheck' : null,
    content.audioList.some((list) => list.trackList.length) ? 'Audio' : null,
    content.videoList.length ? 'Video' : null,
  ].filter((item): item is string => item !== null);
}

/** The site may be copied to another host: root-relative URLs get the app's origin. */
const absolute = (url: string, publicUrl: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

export function toSiteBook(row: PackageRow, media: MediaSigner, publicUrl: string): SiteBook {
  // Covers are public keys, so their URLs carry no signature and do not expire.
  const cover = media.url(row.thumbnailImage);
  return {
    path: `books/${row.id}.html`,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    publisher: row.publisher,
    descriptionHtml: sanitizeRichText(row.description),
    coverUrl: cover ? absolute(cover, publicUrl) : null,
    // `?id=` settles titles that share a slug.
    appUrl: `${publicUrl}/books/${encodeURIComponent(bookSlug(row.title))}/preview?id=${row.id}`,
    includes: includesOf(row.content),
  };
}
