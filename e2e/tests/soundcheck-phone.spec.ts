// The SoundCheck player on a phone (issue 45 item 10), in Practice and Perform: held sideways
// (844x390, 740x360) the timeline and Play, Record and Stop fit the screen without scrolling; held
// upright (390x844, 360x740) no choice's words are clipped (Backing Track). Also: one control is
// named "Metronome" (the Record choice; the top bar's toggle is "Metronome clicks"), and Record on
// a part for listening says why it is disabled. Chromium's fake microphone (a beep, no take file)
// lets a take start so that Stop is measured too; nothing is scored.
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Browser, type Locator, type Page } from '@playwright/test';
import { APP_URL } from '../support/ports';
import { openPlayer, ownedExercise, type OwnedExercise } from '../support/soundcheck';
import { launchWithMicrophone } from '../support/takes';

const LANDSCAPE = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];
const PORTRAIT = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const CHOICE_GROUPS = { practice: ['Mode', 'Audio'], perform: ['Mode', 'Play', 'Record with'] };

let browser: Browser;
let owned: OwnedExercise;

test.beforeAll(async () => {
  browser = await launchWithMicrophone(null);
  const api = await request.newContext({ baseURL: APP_URL });
  owned = await ownedExercise(api);
  await api.dispose();
});
test.afterAll(async () => {
  await browser.close();
});

async function phonePage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: APP_URL,
    viewport,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Whatever scrolled (the modal, the page) goes back to the top: what is measured needs no scrolling. */
async function unscroll(page: Page) {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll('*'))) element.scrollTop = 0;
    window.scrollTo(0, 0);
  });
}

async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height, `${what} ends on screen`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The words of each button of the mode's choices fit their button, which fits the screen. */
async function expectChoicesWhole(page: Page, dialog: Locator, mode: 'practice' | 'perform') {
  const width = page.viewportSize()!.width;
  for (const label of CHOICE_GROUPS[mode]) {
    const buttons = dialog.getByRole('group', { name: label, exact: true }).getByRole('button');
    await expect(buttons.first()).toBeVisible();
    const clipped = await buttons.evaluateAll(
      (elements, screenWidth) =>
        elements
          .filter((button) => {
            const words = button.querySelector('.mantine-Button-label') ?? button;
            const box = button.getBoundingClientRect();
            return (
              button.scrollWidth > button.clientWidth ||
              words.scrollWidth > words.clientWidth ||
              box.left < 0 ||
              box.right > screenWidth + 0.5
            );
          })
          .map((button) => button.textContent),
      width,
    );
    expect(clipped, `${label}: clipped choices`).toEqual([]);
  }
}

/** axe's serious and critical violations, as the player's own check (soundcheck-player.spec.ts). */
async function serious(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target) }));
}

const timeline = (dialog: Locator) => dialog.getByRole('group', { name: /^Notes of/ });
const button = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

for (const viewport of LANDSCAPE) {
  test(`held sideways at ${viewport.width}x${viewport.height}, the timeline and Play, Record and Stop fit the screen`, async () => {
    const page = await phonePage(viewport);
    const dialog = await openPlayer(page, owned);
    await unscroll(page);
    await expectOnScreen(page, timeline(dialog), 'the timeline');
    await expectOnScreen(page, button(dialog, 'Play'), 'Play');
    await expectOnScreen(page, button(dialog, 'Restart'), 'Restart');
    await expectChoicesWhole(page, dialog, 'practice');

    await button(dialog, 'PERFORM').click();
    await expect(button(dialog, 'Record')).toBeEnabled();
    await unscroll(page);
    await expectOnScreen(page, timeline(dialog), 'the timeline');
    await expectOnScreen(page, button(dialog, 'Play'), 'Play');
    await expectOnScreen(page, button(dialog, 'Record'), 'Record');
    await expectChoicesWhole(page, dialog, 'perform');

    // A take under way: Stop takes Record's place, with the recording notice above the controls.
    await button(dialog, 'Record').click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(button(dialog, 'Stop recording')).toBeEnabled({ timeout: 15_000 });
    await expect(dialog.getByText(/^Recording… play along/)).toBeVisible();
    await unscroll(page);
    await expectOnScreen(page, timeline(dialog), 'the timeline while recording');
    await expectOnScreen(page, button(dialog, 'Stop recording'), 'Stop recording');
    await button(dialog, 'Stop recording').click();
    await expect(button(dialog, 'Stop recording')).toHaveCount(0, { timeout: 30_000 });
    await page.context().close();
  });
}

for (const viewport of PORTRAIT) {
  test(`held upright at ${viewport.width}x${viewport.height}, no choice is clipped and the controls fit across`, async () => {
    // Upright, the player asks for landscape; what it shows still fits the width, and scrolling
    // down brings Record wholly on screen.
    const page = await phonePage(viewport);
    const dialog = await openPlayer(page, owned);
    await unscroll(page);
    await expectChoicesWhole(page, dialog, 'practice');
    await expectOnScreen(page, timeline(dialog), 'the timeline');
    await expectOnScreen(page, button(dialog, 'Play'), 'Play');

    await button(dialog, 'PERFORM').click();
    await expect(button(dialog, 'Record')).toBeEnabled();
    await unscroll(page);
    await expectChoicesWhole(page, dialog, 'perform');
    await expectOnScreen(page, timeline(dialog), 'the timeline');
    await expectOnScreen(page, button(dialog, 'Play'), 'Play');
    await button(dialog, 'Record').scrollIntoViewIfNeeded();
    await expectOnScreen(page, button(dialog, 'Record'), 'Record');
    await page.context().close();
  });
}

test('one control is named Metronome: the Record choice; the top bar toggle is Metronome clicks', async () => {
  const page = await phonePage(LANDSCAPE[0]!);
  const dialog = await openPlayer(page, owned);
  // Practice: only the toggle, an icon on a phone, named by its aria-label.
  await expect(dialog.getByRole('button', { name: 'Metronome', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Metronome clicks', exact: true })).toHaveCount(
    1,
  );
  await button(dialog, 'PERFORM').click();
  const metronome = dialog.getByRole('button', { name: 'Metronome', exact: true });
  await expect(metronome).toHaveCount(1);
  await expect(
    dialog.getByRole('group', { name: 'Record with', exact: true }).getByRole('button', {
      name: 'Metronome',
      exact: true,
    }),
  ).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Metronome clicks', exact: true })).toHaveCount(
    1,
  );
  // The compact top bar and its settings (the microphone picker) pass the player's axe check.
  expect(await serious(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Settings', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Calibrate your audio' });
  await expect(wizard.getByRole('combobox', { name: 'Microphone', exact: true })).toBeVisible();
  await expect(wizard.locator('option')).toHaveCount(3);
  expect(await serious(page)).toEqual([]);
  await page.context().close();
});

test('Record on a part for listening is disabled and says why', async () => {
  test.skip(!owned.listeningPart, 'No demo exercise has a part that cannot be recorded');
  const page = await phonePage(LANDSCAPE[0]!);
  const dialog = await openPlayer(page, owned);
  await button(dialog, 'PERFORM').click();
  await expect(button(dialog, 'Record')).toBeEnabled();
  await dialog.getByRole('button', { name: /^Parts: / }).click();
  await page
    .getByRole('menuitem', { name: new RegExp(`^${owned.listeningPart!.name} \\(`) })
    .click();
  await expect(
    dialog.getByRole('button', { name: `Parts: ${owned.listeningPart!.name}` }),
  ).toBeVisible();
  const record = button(dialog, 'Record');
  await expect(record).toBeDisabled();
  const reason = dialog.getByText('This part is for listening: choose a part you play to record.');
  await expect(reason).toBeVisible();
  await expect(record).toHaveAccessibleDescription(
    'This part is for listening: choose a part you play to record.',
  );
  await unscroll(page);
  await expectOnScreen(page, reason, 'the reason');
  await expectOnScreen(page, record, 'Record');
  expect(await serious(page)).toEqual([]);
  await page.context().close();
});
