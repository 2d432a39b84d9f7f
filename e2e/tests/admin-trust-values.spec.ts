// Long because: one package walked through every tab where a value could be changed without a word
// (issue 44): the fixtures are built here, byte by byte, so each check reads what Chromium really does.
// The back office never changes what staff give it without a word (issue 44): a text file named
// fake.pdf is refused on the eBook tab, 1 h 2 m 75 s and a price of -5 are refused on their fields
// (not saved as 59 s and 5), 0 uses per code is refused (not made 1); a chosen video, track or
// SoundCheck stem fills its duration in, read by the browser; an uploaded image shows a preview.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CONTENT_PACKAGE_MESSAGES as M,
  COUPON_LIST_MESSAGES,
  FILE_CONTENT_MESSAGES,
  MEDIA_DURATION_MESSAGES,
} from '@bandbook/domain';
import { logIn, openLogin } from '../support/app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A mono 16-bit PCM WAV of silence, `seconds` long at 8 kHz. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = rate * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

/**
 * An MP3 of silent frames: MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono (header FF FB 18 C0), each
 * frame 144 bytes holding 1152 samples (36 ms) with empty side information.
 */
function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(144);
  frame.set([0xff, 0xfb, 0x18, 0xc0]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A real video of the demo catalogue the server generated at start, and its length (mvhd). */
function demoVideo(): { buffer: Buffer; seconds: number } {
  const root = join(process.env.BANDBOOK_E2E_DATA_DIR ?? '', 'storage', 'uploads', 'video');
  const name = readdirSync(root)
    .filter((file) => file.endsWith('.mp4'))
    .sort()[0]!;
  const buffer = readFileSync(join(root, name));
  const at = buffer.indexOf('mvhd', 0, 'latin1');
  // Version 0: version and flags, creation and modification times, then timescale and duration.
  const timescale = buffer.readUInt32BE(at + 16);
  const duration = buffer.readUInt32BE(at + 20);
  return { buffer, seconds: duration / timescale };
}

async function choose(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: `Choose File for ${label}` })
    .first()
    .click();
  await (await chooser).setFiles(file);
}

/** Chooses a file and waits until it is stored (the field then offers to replace it). */
async function upload(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await choose(page, label, file);
  await expect(page.getByRole('button', { name: `Replace File for ${label}` }).first()).toBeVisible(
    {
      timeout: 30_000,
    },
  );
}

const durationOf = (scope: Locator) => scope.getByRole('group', { name: 'Duration' });
async function expectDuration(scope: Locator, [hours, minutes, seconds]: number[]) {
  const group = durationOf(scope);
  await expect(group.getByLabel('Hours')).toHaveValue(String(hours));
  await expect(group.getByLabel('Minutes')).toHaveValue(String(minutes));
  await expect(group.getByLabel('Seconds')).toHaveValue(String(seconds));
}

/** Saves the open tab and waits for the API's answer and the notice. */
async function saveTab(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname.startsWith('/api/admin/content-packages/'),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const notice = page.getByRole('alert').filter({ hasText: /has been saved/ });
  await expect(notice.first()).toBeVisible();
  // Closed: a notice under the pointer stays (hover pauses it) and can cover the next button.
  await expect(async () => {
    if ((await notice.count()) > 0) await notice.first().locator('button').click({ timeout: 2000 });
    await expect(notice).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a tab once what it shows is there: leaving a tab with changes saves them first. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await openLogin(page);
  await logIn(page, 'admin', 'Admin1234');
  await expect(page).toHaveURL(/\/admin|\/dashboard\/library|\/welcome/);
});

test('a package refuses wrong files and values on their fields, and reads durations from files', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Trust ${Date.now() % 1e6}`;

  await test.step('create it with a cover, which shows as a thumbnail', async () => {
    await page.goto('/admin/content-packages/create/settings');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author').fill('Eve Tester');
    await page.getByLabel('Publisher').fill('E2E Press');
    await page.getByRole('combobox', { name: 'Skill Levels' }).click();
    await page
      .getByRole('option', { name: /Beginner/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Content Channels' }).click();
    await page.getByRole('option', { name: 'Bandbook' }).first().click();
    await upload(page, 'Thumbnail Image', {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const preview = page.getByRole('img', { name: 'Thumbnail Image preview' });
    await expect(preview).toBeVisible();
    await expect(page.getByText('cover.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content-packages\/edit\/[^/]+\/settings/);
    // Opened again, the stored cover is previewed from its URL.
    await page.reload();
    await expect(preview).toHaveAttribute('src', /\/media\/uploads\/thumbnail\//);
    await expect(preview).toBeVisible();
  });

  await test.step('eBook: a text file named fake.pdf is refused before it is sent', async () => {
    await openTab(page, 'eBook');
    let policies = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/amazon/aws/s3Policy')) policies += 1;
    });
    await choose(page, 'PDF', {
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is plain text, not a PDF.\n'),
    });
    await expect(
      page.getByText(FILE_CONTENT_MESSAGES.notOfKind('fake.pdf', ['pdf'])),
    ).toBeVisible();
    await expect(page.getByText('fake.pdf is not a PDF file.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose File for PDF' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Replace File for PDF' })).toHaveCount(0);
    expect(policies).toBe(0);
  });

  const video = demoVideo();
  await test.step('Video List: the duration is read from the MP4; 75 seconds is refused', async () => {
    await openTab(page, 'Video List');
    await page.getByRole('button', { name: 'Add Video' }).click();
    const fieldset = page.getByRole('group', { name: 'Video 1' });
    await upload(page, 'Video', {
      name: 'lesson.mp4',
      mimeType: 'video/mp4',
      buffer: video.buffer,
    });
    await expect(fieldset.getByText(/^Duration read from lesson\.mp4: /)).toBeVisible();
    const group = durationOf(fieldset);
    const read =
      Number(await group.getByLabel('Hours').inputValue()) * 3600 +
      Number(await group.getByLabel('Minutes').inputValue()) * 60 +
      Number(await group.getByLabel('Seconds').inputValue());
    expect(Math.abs(read - video.seconds)).toBeLessThanOrEqual(1);
    await expect(fieldset.getByLabel('Video: lesson.mp4')).toBeVisible();

    await group.getByLabel('Hours').fill('1');
    await group.getByLabel('Minutes').fill('2');
    await group.getByLabel('Seconds').fill('75');
    await group.getByLabel('Seconds').blur();
    await expect(group.getByLabel('Seconds')).toHaveValue('75');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(fieldset.getByText(M.seconds)).toBeVisible();
    await expect(group.getByLabel('Seconds')).toHaveAttribute('aria-invalid', 'true');
    await expect(group.getByLabel('Seconds')).toHaveValue('75');

    await group.getByLabel('Seconds').fill('59');
    await saveTab(page);
    await expectDuration(fieldset, [1, 2, 59]);

    // A file the browser cannot play leaves the fields for typing, and says so.
    await page.getByRole('button', { name: 'Add Video' }).click();
    const second = page.getByRole('group', { name: 'Video 2' });
    const chooser = page.waitForEvent('filechooser');
    await second.getByRole('button', { name: 'Choose File for Video' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'broken.mp4',
      mimeType: 'video/mp4',
      // An ISO media box header (the content check passes) and nothing a player can read.
      buffer: Buffer.from('\0\0\0\x18ftypisom not really a video', 'latin1'),
    });
    await expect(second.getByText(MEDIA_DURATION_MESSAGES.unreadable('broken.mp4'))).toBeVisible();
    await expectDuration(second, [0, 0, 0]);
    await expect(durationOf(second).getByLabel('Minutes')).toBeEditable();
    await expect(second.getByRole('button', { name: 'Replace File for Video' })).toBeVisible();
    await saveTab(page);
  });

  await test.step('Audio List: the duration is read from the MP3', async () => {
    await openTab(page, 'Audio List');
    await page.getByRole('button', { name: 'Add List' }).click();
    const track = page.getByRole('group', { name: 'Track 1' });
    // 1723 frames of 36 ms: 62 s.
    await upload(page, 'Audio', { name: 'take.mp3', mimeType: 'audio/mpeg', buffer: mp3(1723) });
    await expect(track.getByText(MEDIA_DURATION_MESSAGES.read('take.mp3', 62))).toBeVisible();
    await expectDuration(track, [0, 1, 2]);
    await expect(
      track.getByRole('group', { name: 'Duration' }).getByLabel('Seconds'),
    ).toBeEditable();
    await expect(track.getByText('take.mp3', { exact: true })).toBeVisible();
    await saveTab(page);
  });

  await test.step('Pricing: -5 is refused on its currency', async () => {
    await openTab(page, 'Pricing');
    const price = page.getByRole('textbox', { name: /^Price \(/ }).first();
    await price.fill('-5');
    await price.blur();
    await expect(price).toHaveValue('-5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(M.priceRequired).first()).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('5');
    await saveTab(page);
    await expect(price).toHaveValue('5');
  });

  await test.step('SoundCheck List: the duration is read from a WAV stem', async () => {
    await openTab(page, 'SoundCheck List');
    await page.getByRole('button', { name: 'Add List' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await upload(page, 'Exercise File 1', {
      name: 'full.wav',
      mimeType: 'audio/wav',
      buffer: wav(3),
    });
    await expect(item.getByText(MEDIA_DURATION_MESSAGES.read('full.wav', 3))).toBeVisible();
    await expectDuration(item, [0, 0, 3]);
  });
});

test('a code list refuses 0 uses per code instead of making codes of 1 use', async ({ page }) => {
  await page.goto('/admin/coupons/create');
  const uses = page.getByRole('textbox', { name: /^Uses per code/ });
  await uses.fill('0');
  await uses.blur();
  await expect(uses).toHaveValue('0');
  await page.getByRole('textbox', { name: /^Number of codes/ }).fill('0');
  await page.getByRole('button', { name: 'Create codes' }).click();
  await expect(page.getByText(COUPON_LIST_MESSAGES.multiUseRequired)).toBeVisible();
  await expect(page.getByText(COUPON_LIST_MESSAGES.codeNbrRequired)).toBeVisible();
  await expect(uses).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/admin/coupons/create');
});
