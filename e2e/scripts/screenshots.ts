// npm run screenshots: draws home, library, discover, a book page and the profile at 1280 and 390 px
// wide from the built app (run `npm run build` first) into docs/screenshots/, so they can be redone
// after any change to the look. Full-page PNGs, animations off, after the page's data has loaded.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { learnerRoutes, startBuiltApp } from '../support/built-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/ports';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4189);
const out = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const widths = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

mkdirSync(out, { recursive: true });
const app = await startBuiltApp(PORT);
try {
  const { token, routes: pages } = await learnerRoutes(app);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const size of widths) {
    for (const page of pages) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      if (page.signedIn) {
        await context.addInitScript((value) => {
          sessionStorage.setItem('bandbook.token', value);
        }, token);
      }
      const tab = await context.newPage();
      await tab.goto(app.url + page.path, { waitUntil: 'networkidle' });
      // Covers are lazy images: scroll them into view, then wait until every image has loaded.
      await tab.evaluate(async () => {
        for (const image of Array.from(document.images)) image.loading = 'eager';
        await Promise.all(
          Array.from(document.images).map((image) =>
            image.complete ? undefined : new Promise((resolve) => (image.onload = resolve)),
          ),
        );
      });
      await tab
        .getByRole('status')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      const file = join(out, `${page.name}-${size.width}.png`);
      await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
  await browser.close();
} finally {
  await app.stop();
}
