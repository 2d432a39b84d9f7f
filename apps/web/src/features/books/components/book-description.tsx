// A book's rich-text description, sanitised again before it reaches the DOM.
import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import { sanitizeHtml } from '../../../lib/sanitize-html';

export function BookDescription({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  if (!safeHtml.trim()) return null;
  return (
    <Typography>
      {/* Only sanitised markup is set here. */}
      <div dangerouslySetInnerHTML={{ __html: safeHtml }} />
    </Typography>
  );
}
