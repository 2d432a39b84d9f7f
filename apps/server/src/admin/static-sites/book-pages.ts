// index.html (the live books' covers, titles and authors, each linking to its page) and one preview
// page per book (cover, title, subtitle, author, publisher, description, what it includes).
import { escapeHtml, renderPage } from './site-html.js';

export interface SiteBook {
  /** The book's page, relative to the site's root ('books/<id>.html'). */
  path: string;
  title: string;
  subtitle: string;
  author: string;
  publisher: string;
  /** Already sanitised rich text: the one piece of HTML that is not escaped. */
  descriptionHtml: string;
  coverUrl: string | null;
  /** The book's preview on the live app, where it can be unlocked or tried. */
  appUrl: string;
  includes: string[];
}

const cover = (book: SiteBook, className?: string) =>
  book.coverUrl
    ? `<img src="${escapeHtml(book.coverUrl)}" alt="Cover of ${escapeHtml(book.title)}"${
        className ? ` class="${className}"` : ''
      }>`
    : '';

export function renderHomePage(books: SiteBook[]): string {
  const items = books.map(
    (book) =>
      `<li><a href="${escapeHtml(book.path)}">${cover(book)}<h2>${escapeHtml(book.title)}</h2></a>` +
      `<p>${escapeHtml(book.author)}</p></li>`,
  );
  const list = items.length
    ? `<ul class="books">\n${items.join('\n')}\n</ul>`
    : '<p>New books are coming soon.</p>';
  return renderPage({
    title: 'Books',
    root: '',
    body: `<h1>Bandbook</h1>\n<p>Music books you can play along with.</p>\n${list}`,
  });
}

export function renderBookPage(book: SiteBook): string {
  const includes = book.includes.length
    ? `<h2>Includes</h2>\n<ul>${book.includes.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const body = [
    cover(book, 'cover'),
    `<h1>${escapeHtml(book.title)}</h1>`,
    book.subtitle ? `<p>${escapeHtml(book.subtitle)}</p>` : '',
    `<dl><dt>Author</dt><dd>${escapeHtml(book.author)}</dd>`,
    `<dt>Publisher</dt><dd>${escapeHtml(book.publisher)}</dd></dl>`,
    `<div>${book.descriptionHtml}</div>`,
    includes,
    `<p><a href="${escapeHtml(book.appUrl)}">Open in Bandbook</a></p>`,
  ];
  return renderPage({
    title: book.title,
    root: '../',
    body: body.filter(Boolean).join('\n'),
  });
}
