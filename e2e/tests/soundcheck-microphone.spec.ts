// The microphone picker of the player's settings (issue 45 item 10) with Chromium's fake devices
// (--use-fake-device-for-media-stream: Fake Default Audio Input, Fake Audio Input 1 and 2): it lists
// them, the choice outlasts a reload and is the device the tuner and a take open; a remembered
// device that has gone gives way to the default with a word about it; before the microphone is
// allowed, only the default is offered, with a note. getUserMedia's constraints are recorded in the
// page to see which device was asked for.
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { APP_URL } from '../support/ports';
import { openPlayer, ownedExercise, type OwnedExercise } from '../support/soundcheck';
import { launchWithMicrophone } from '../support/takes';

const CHOICE_KEY = 'bandbook.soundcheck.microphone';
const MISSING =
  'The microphone you chose is not connected: SoundCheck uses the default microphone until it is back.';
const NAMES_NOTE = 'The names of your microphones appear here once the microphone is allowed.';

let owned: OwnedExercise;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: APP_URL });
  owned = await ownedExercise(api);
  await api.dispose();
});

/** A page whose getUserMedia calls leave the device asked for in window.askedFor. */
async function recordingPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_URL });
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    const asked: unknown[] = [];
    (window as unknown as { askedFor: unknown[] }).askedFor = asked;
    devices.getUserMedia = (constraints) => {
      const audio = constraints?.audio;
      asked.push(typeof audio === 'object' ? (audio.deviceId ?? null) : null);
      return original(constraints);
    };
  });
  return context.newPage();
}

const askedFor = (page: Page) =>
  page.evaluate(() => (window as unknown as { askedFor: unknown[] }).askedFor.slice());

async function openSettings(page: Page, player: Awaited<ReturnType<typeof openPlayer>>) {
  await player.getByRole('button', { name: 'Settings', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Calibrate your audio' });
  await expect(wizard).toBeVisible();
  return { wizard, select: wizard.getByRole('combobox', { name: 'Microphone', exact: true }) };
}

test('lists the fake inputs; the choice is kept after a reload and opened by the tuner and a take', async () => {
  const browser = await launchWithMicrophone(null);
  try {
    const page = await recordingPage(browser);
    let player = await openPlayer(page, owned);
    let { wizard, select } = await openSettings(page, player);
    const options = select.locator('option');
    await expect(options).toHaveText([
      'Default microphone (Fake Default Audio Input)',
      'Fake Audio Input 1',
      'Fake Audio Input 2',
    ]);
    await select.selectOption({ label: 'Fake Audio Input 2' });
    const chosen = await select.inputValue();
    expect(chosen).not.toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), CHOICE_KEY)).toBe(chosen);
    await wizard.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    player = page.getByRole('dialog', { name: owned.item.title });
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
      timeout: 30_000,
    });
    ({ wizard, select } = await openSettings(page, player));
    await expect(select).toHaveValue(chosen);
    await expect(select.locator('option:checked')).toHaveText('Fake Audio Input 2');
    await wizard.getByRole('button', { name: 'Cancel' }).click();

    // The tuner listens to the chosen input.
    await player.getByRole('button', { name: 'Tuner', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Tuner' })).toBeVisible();
    await expect.poll(() => askedFor(page)).toEqual([{ exact: chosen }]);
    await player.getByRole('button', { name: 'Tuner', exact: true }).click();

    // So does a take.
    await player.getByRole('button', { name: 'PERFORM', exact: true }).click();
    await player.getByRole('button', { name: 'Record', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(player.getByRole('button', { name: 'Stop recording' })).toBeEnabled({
      timeout: 15_000,
    });
    expect((await askedFor(page)).at(-1)).toEqual({ exact: chosen });
    await player.getByRole('button', { name: 'Stop recording' }).click();
  } finally {
    await browser.close();
  }
});

test('a remembered microphone that has gone gives way to the default, which the player says', async () => {
  const browser = await launchWithMicrophone(null);
  try {
    const page = await recordingPage(browser);
    await page
      .context()
      .addInitScript(
        (key) => localStorage.setItem(key, 'a-microphone-unplugged-since'),
        CHOICE_KEY,
      );
    const player = await openPlayer(page, owned);
    const { wizard, select } = await openSettings(page, player);
    await expect(wizard.getByText(MISSING)).toBeVisible();
    await expect(select).toHaveValue('');
    await wizard.getByRole('button', { name: 'Cancel' }).click();

    await player.getByRole('button', { name: 'PERFORM', exact: true }).click();
    await player.getByRole('button', { name: 'Record', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(player.getByRole('button', { name: 'Stop recording' })).toBeEnabled({
      timeout: 15_000,
    });
    await expect(player.getByText(MISSING)).toBeVisible();
    expect((await askedFor(page)).at(-1)).toBeNull();
    await player.getByRole('button', { name: 'Stop recording' }).click();
  } finally {
    await browser.close();
  }
});

test('before the microphone is allowed, the default is offered with a note', async () => {
  // No fake permission prompt: the microphone is not allowed, and the devices have no names.
  const browser = await launchWithMicrophone(null, { deny: true });
  try {
    const page = await browser.newPage({ baseURL: APP_URL });
    const player = await openPlayer(page, owned);
    const { wizard, select } = await openSettings(page, player);
    await expect(wizard.getByText(NAMES_NOTE)).toBeVisible();
    await expect(select.locator('option')).toHaveText(['Default microphone']);
    await expect(wizard.getByRole('button', { name: 'Allow the microphone' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
