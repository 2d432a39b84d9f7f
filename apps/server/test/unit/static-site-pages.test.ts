// The static site's renderer: pure functions from texts and books to HTML, every text escaped, the
// description the only HTML let through, and no script anywhere.
import { describe, expect, it } from 'vitest';
import { FAQ_TEXT } from '@bandbook/domain';
import {
  renderBookPage,
  renderHomePage,
  type SiteBook,
} from '../../src/admin/static-sites/book-pages.js';
import { renderAboutPage, renderFaqPage } from '../../src/admin/static-sites/help-pages.js';
import { escapeHtml } from '../../src/admin/static-sites/site-html.js';
import { includesOf } from '../../src/admin/static-sites/site-book.js';

const book = (overrides: Partial<SiteBook> = {}): SiteBook => ({
  path: 'books/b1.html',
  title: 'Rock "Guitar" <Basics>',
  subtitle: 'Learn & play',
  author: "Ann O'Neil",
  publisher: 'Press',
  descriptionHtml: '<p>Learn <strong>fast</strong>.</p>',
  coverUrl: 'http://bandbook.test/media/uploads/thumbnail/b1.png',
  appUrl: 'http://bandbook.test/books/rock-guitar-basics/preview?id=b1',
  includes: ['E-book', 'Audio'],
  ...overrides,
});

describe('escapeHtml', () => {
  it('escapes the five characters that can open a tag or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderHomePage', () => {
  it('lists each book with its cover, escaped title, author and a relative link', () => {
    const html = renderHomePage([book()]);
    expect(html).toContain('<a href="books/b1.html">');
    expect(html).toContain('alt="Cover of Rock &quot;Guitar&quot; &lt;Basics&gt;"');
    expect(html).toContain('<h2>Rock &quot;Guitar&quot; &lt;Basics&gt;</h2>');
    expect(html).toContain('<p>Ann O&#39;Neil</p>');
    expect(html).not.toMatch(/<script/i);
  });

  it('says so when there is no live book', () => {
    expect(renderHomePage([])).toContain('New books are coming soon.');
  });
});

describe('renderBookPage', () => {
  it('shows the preview fields, the description as HTML and what the book includes', () => {
    const html = renderBookPage(book());
    expect(html).toContain('<h1>Rock &quot;Guitar&quot; &lt;Basics&gt;</h1>');
    expect(html).toContain('<p>Learn &amp; play</p>');
    expect(html).toContain('<dd>Press</dd>');
    expect(html).toContain('<p>Learn <strong>fast</strong>.</p>');
    expect(html).toContain('<ul><li>E-book</li><li>Audio</li></ul>');
    expect(html).toContain('href="../index.html"');
    expect(html).toContain('href="http://bandbook.test/books/rock-guitar-basics/preview?id=b1"');
  });

  it('leaves out a missing cover, subtitle and includes', () => {
    const html = renderBookPage(book({ coverUrl: null, subtitle: '', includes: [] }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Includes');
  });
});

describe('help pages', () => {
  it('renders the shared texts with their anchors and links, escaped', () => {
    const faq = renderFaqPage(FAQ_TEXT, { enterCode: 'https://app.test/enter-code' });
    expect(faq).toContain('<div id="enter-code"><h3>How do I enter the code from my book?</h3>');
    expect(faq).toContain('<a href="https://app.test/enter-code">Enter Your Code</a>');
    expect(faq).toContain('<p>We answer within two working days.</p>');
    const about = renderAboutPage({
      title: 'About <us>',
      intro: 'Hi',
      sections: [{ heading: 'A & B', text: 'x' }],
    });
    expect(about).toContain('<h1>About &lt;us&gt;</h1>');
    expect(about).toContain('<h2>A &amp; B</h2>');
    expect(about + faq).not.toMatch(/<script/i);
  });
});

describe('includesOf', () => {
  it('names the kinds of content in the preview order', () => {
    const content = {
      ebook: { title: '', pdfFilePath: null, trialVersionPdfFilePath: null },
      videoList: [],
      audioList: [{ title: 'L', trackList: [] }],
      audioListZipFilePath: null,
      mmsList: [],
    };
    expect(includesOf(content)).toEqual([]);
    expect(includesOf({ ...content, ebook: { ...content.ebook, title: 'E' } })).toEqual(['E-book']);
  });
});
