// Rich text (package descriptions) is sanitised when saved: a small allow-list of formatting tags,
// links limited to http(s) and mailto, everything else (scripts, styles, event handlers) dropped.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS } from '@bandbook/domain';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: RICH_TEXT_LINK_ATTRIBUTES },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
