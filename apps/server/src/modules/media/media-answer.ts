// How /media answers a stored file (decision 051): only inert types from the allow-list open in the
// browser; anything else is a download. Every answer is sandboxed, so even a file that slipped past
// the checks cannot run script in our origin.
import { servedTypeOf } from '../../storage/file-types.js';

export interface MediaAnswer {
  contentType: string;
  disposition: 'inline' | 'attachment';
  contentSecurityPolicy: string;
}

/** No script, no plugin, no same-origin access: a document opened from /media is inert. */
export const MEDIA_CSP = "sandbox; default-src 'none'";
/**
 * PDFs: Chrome and Safari will not start their PDF viewer in a sandboxed document, so a PDF gets
 * default-src 'none' without sandbox (the viewer's own page needs inline styles).
 */
export const PDF_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/**
 * Pages of a static-site build: written by the server, never by an upload, and without script; they
 * show covers and use inline styles, links between pages work in a sandboxed document.
 */
export const STATIC_SITE_CSP =
  "sandbox; default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const DOWNLOAD_TYPES = new Set(['application/json', 'application/zip']);

/** Pages of a static-site build (modules/static-sites), the one HTML shown inline. */
export const isStaticSitePage = (key: string) =>
  /^uploads\/public\/site\/[^/]+\/[\w./-]+\.html$/.test(key);

export function mediaAnswerOf(key: string): MediaAnswer {
  if (isStaticSitePage(key)) {
    return {
      contentType: 'text/html; charset=utf-8',
      disposition: 'inline',
      contentSecurityPolicy: STATIC_SITE_CSP,
    };
  }
  const type = servedTypeOf(key);
  if (type?.isInline) {
    return {
      contentType: type.contentType,
      disposition: 'inline',
      contentSecurityPolicy: type.contentType === 'application/pdf' ? PDF_CSP : MEDIA_CSP,
    };
  }
  return {
    // Types a download keeps: a definition read with fetch(), an archive. XML and the rest are bytes.
    contentType:
      type && DOWNLOAD_TYPES.has(type.contentType) ? type.contentType : 'application/octet-stream',
    disposition: 'attachment',
    contentSecurityPolicy: MEDIA_CSP,
  };
}
