// What rich text (book descriptions) may contain: the server sanitises to this list when saving, the
// web app again before rendering.
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
];

/** Links keep these attributes; the server sets target and rel itself. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel'];
