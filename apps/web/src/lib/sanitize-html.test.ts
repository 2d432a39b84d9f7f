// @vitest-environment jsdom
// DOMPurify needs a standards-conforming DOM; happy-dom's tree walking lets markup through.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple rich text', () => {
    const html = '<p>Play <strong>loud</strong> and <em>slow</em></p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles and javascript links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()">' +
      '<a href="javascript:steal()">link</a><span style="color:red">red</span></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=|<img/i);
    expect(clean).toContain('Hi');
    expect(clean).toContain('link');
  });
});
