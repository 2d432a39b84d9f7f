// Book descriptions are rich text, sanitised by the server when saved and sanitised again here before
// they reach the DOM, so a stored script can never run.
import DOMPurify from 'dompurify';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@bandbook/domain';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: RICH_TEXT_LINK_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}
