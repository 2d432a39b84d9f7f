// One static-site build: reads the live books, renders the pages and writes them to storage under
// uploads/public/site/<build id>/ (public keys: served at /media/<key> and copyable to any host),
// counting each page in the build's row as it is written.
import { ABOUT_TEXT, FAQ_TEXT } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { selectPackages } from '../../modules/catalogue/packages.queries.js';
import { renderBookPage, renderHomePage } from './book-pages.js';
import { renderAboutPage, renderFaqPage } from './help-pages.js';
import { toSiteBook } from './site-book.js';
import { countPageDone, markDone, markRunning } from './static-sites.queries.js';

export const siteFolder = (buildId: string) => `uploads/public/site/${buildId}/`;

interface SitePage {
  path: string;
  render: () => string;
}

export async function buildStaticSite(ctx: AppContext, buildId: string): Promise<void> {
  const { publicUrl } = ctx.config;
  // selectPackages reads live packages only: drafts never reach the public site.
  const rows = await selectPackages(ctx.db);
  const books = rows.map((row) => toSiteBook(row, ctx.media, publicUrl));
  const pages: SitePage[] = [
    { path: 'index.html', render: () => renderHomePage(books) },
    { path: 'about.html', render: () => renderAboutPage(ABOUT_TEXT) },
    {
      path: 'faq.html',
      render: () => renderFaqPage(FAQ_TEXT, { enterCode: `${publicUrl}/enter-code` }),
    },
    ...books.map((book) => ({ path: book.path, render: () => renderBookPage(book) })),
  ];

  const folder = siteFolder(buildId);
  // Every key is on the row before the first is written: retention deletes what even a failed
  // build may have left.
  await markRunning(
    ctx.db,
    buildId,
    pages.map((page) => `${folder}${page.path}`),
  );
  for (const page of pages) {
    await ctx.storage.write(`${folder}${page.path}`, page.render());
    await countPageDone(ctx.db, buildId);
  }
  await markDone(ctx.db, buildId, `${folder}index.html`);
}
