// Practice's Wait for Me, Tempo Ramp and remembered settings (issue 47 items 2 and 3, decision 067) in
// the built app. Wait for Me through Chromium's fake microphone: a file of a wrong note, then the
// right one, then silence; the player holds at the first note through the wrong one and plays on only
// after the right one. The ramp: a loop's passes raise the tempo shown by the step, up to the target.
// After a reload the part, tempo, loop, ramp and Wait for Me come back from the server's copy. axe on the player with these
// controls finds no serious or critical violation.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { encodeWav, groupReferenceEvents, NOTE_NAMES } from '@bandbook/soundcheck';
import { renderTake } from '@bandbook/soundcheck/synth';
import { APP_URL } from '../support/ports';
import {
  openPlayer,
  ownedExercise,
  ownedTakeExercise,
  type OwnedExercise,
  type OwnedTakeExercise,
} from '../support/soundcheck';
import { launchWithMicrophone, readExercise, TAKE_LEAD, timbreFor } from '../support/takes';

// Real-time playback through the fake microphone and a loop played three times.
test.setTimeout(180_000);

const SAMPLE_RATE = 48_000;
const noteName = (midi: number) => `${NOTE_NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`;

const DRUMS_NOTE = 'Wait for Me follows pitched notes: a drum part plays on without it.';

let owned: OwnedExercise;
/** Whether the part the owned exercise opens on is a drum part. */
let opensOnDrums: boolean;
let take: OwnedTakeExercise;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL: APP_URL });
  owned = await ownedExercise(api);
  opensOnDrums = (await readExercise(api, owned.item.exerciseUrl!)).part.non_pitched;
  take = await ownedTakeExercise(api, 'waitmode');
  await api.dispose();
});

/** Every text the element shows, with the page's clock, from now on (window.shown). */
async function recordTexts(page: Page, selector: string, attribute?: string) {
  await page.evaluate(
    ({ selector, attribute }) => {
      const element = document.querySelector(selector)!;
      const shown: { at: number; text: string }[] = [];
      (window as unknown as { shown: typeof shown }).shown = shown;
      const read = () => (attribute ? element.getAttribute(attribute) : element.textContent) ?? '';
      shown.push({ at: performance.now(), text: read() });
      new MutationObserver(() => {
        const text = read();
        if (text !== shown.at(-1)?.text) shown.push({ at: performance.now(), text });
      }).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { selector, attribute },
  );
}

const shownTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: { at: number; text: string }[] }).shown);

/** axe's serious and critical violations (as soundcheck-phone.spec.ts). */
async function serious(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target) }));
}

/** The first note a tone away, then the first note, then silence, from the microphone's request. */
function wrongThenRight(demo: OwnedTakeExercise['demo'], wrongSeconds: number): string {
  const first = demo.notes[0]!;
  const wrong = first.midi + 2;
  const right = 0.6;
  const duration = wrongSeconds + right + 40;
  const { samples } = renderTake(
    [
      { time: 0, duration: wrongSeconds, midi: wrong, velocity: 0.8 },
      { time: wrongSeconds, duration: right, midi: first.midi, velocity: 0.8 },
    ],
    { timbre: timbreFor(demo.part), sampleRate: SAMPLE_RATE, duration, seed: 7 },
  );
  const dir = mkdtempSync(join(tmpdir(), 'bandbook-wait-'));
  const file = join(dir, 'wait.wav');
  writeFileSync(file, encodeWav(samples, SAMPLE_RATE));
  return file;
}

test('Wait for Me holds at the note through a wrong pitch and plays on after the right one', async () => {
  const { demo } = take;
  const steps = groupReferenceEvents(demo.notes);
  const first = noteName(steps[0]!.midis[0]!);
  const wrong = noteName(steps[0]!.midis[0]! + 2);
  // The playhead reaches the first note after the take lead and the count-in; the wrong note sounds
  // four seconds past that.
  const wrongSeconds = TAKE_LEAD + steps[0]!.time + 4;
  const browser = await launchWithMicrophone(wrongThenRight(demo, wrongSeconds));
  try {
    const page = await browser.newPage({ baseURL: APP_URL });
    const dialog = await openPlayer(page, take);
    await dialog.getByRole('switch', { name: 'Wait for Me' }).check();
    await recordTexts(page, '[data-testid="wait-status"]');
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();

    const status = dialog.getByTestId('wait-status');
    const waitingFirst = `Waiting for ${first} (note 1 of ${steps.length})`;
    await expect(status).toHaveText(`${waitingFirst} · heard: ${wrong}`, { timeout: 20_000 });
    // Played on once the right note was heard: waiting for a later note.
    await expect
      .poll(async () => (await shownTexts(page)).some((e) => /\(note [2-9]\d* of/.test(e.text)), {
        timeout: 20_000,
      })
      .toBe(true);
    const shown = await shownTexts(page);
    const heldWrong = shown.filter((e) => e.text === `${waitingFirst} · heard: ${wrong}`);
    const onward = shown.findIndex((e) => /\(note [2-9]\d* of/.test(e.text));
    const lastWrong = shown.lastIndexOf(heldWrong.at(-1)!);
    // Held at the first note the whole time the wrong one sounded, and only then moved on.
    expect(heldWrong.length).toBeGreaterThan(0);
    expect(lastWrong).toBeLessThan(onward);
    expect(
      shown.slice(0, onward).every((e) => e.text === '' || e.text.startsWith(waitingFirst)),
    ).toBe(true);
    const heldFor = shown[onward]!.at - heldWrong[0]!.at;
    console.log(`wait mode: held at ${first} for ${Math.round(heldFor)} ms through ${wrong}`);
    expect(heldFor).toBeGreaterThan(2000);
  } finally {
    await browser.close();
  }
});

const tempoSlider = (dialog: Locator) => dialog.getByRole('slider', { name: 'Tempo' });

test('a ramp raises the tempo by its step at each pass of the loop, up to its target', async ({
  page,
}) => {
  const dialog = await openPlayer(page, owned);
  await dialog.getByRole('button', { name: 'Loop', exact: true }).click();
  await dialog.getByRole('switch', { name: 'Tempo Ramp' }).check();
  const slider = tempoSlider(dialog);
  await expect(slider).toHaveAttribute('aria-valuenow', '60');
  await dialog.getByRole('textbox', { name: 'Ramp to (%)' }).fill('70');
  await recordTexts(page, '[role="slider"][aria-label="Tempo"]', 'aria-valuenow');
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(slider).toHaveAttribute('aria-valuenow', '65', { timeout: 40_000 });
  await expect(slider).toHaveAttribute('aria-valuenow', '70', { timeout: 40_000 });
  const shown = await shownTexts(page);
  expect(shown.map((e) => e.text)).toEqual(['60', '65', '70']);
  const pass = Math.round(shown[2]!.at - shown[1]!.at);
  console.log(`ramp: 65 % pass lasted ${pass} ms`);
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();

  // The player with these controls, and a field's error, pass axe.
  await dialog.getByRole('textbox', { name: 'Ramp step (%)' }).fill('60');
  await expect(
    dialog.getByText('The ramp step must be a whole percent from 1 to 50.'),
  ).toBeVisible();
  const waitSwitch = dialog.getByRole('switch', { name: 'Wait for Me' });
  if (opensOnDrums) {
    // A drum part is not held: the switch is off, with the reason.
    await expect(waitSwitch).toBeDisabled();
    await expect(dialog.getByText(DRUMS_NOTE)).toBeVisible();
  } else {
    await waitSwitch.check();
  }
  expect(await serious(page)).toEqual([]);
});

test('the part, tempo, loop, ramp and Wait for Me come back after a reload', async ({
  page,
  request,
}) => {
  // A learner of their own: the ramp test's settings are its learner's.
  const mine = await ownedExercise(request);
  let dialog = await openPlayer(page, mine);
  const part = mine.listeningPart ?? null;
  if (part) {
    await dialog.getByRole('button', { name: /^Parts: / }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${part.name} \\(`) }).click();
    await expect(dialog.getByRole('button', { name: `Parts: ${part.name}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
      timeout: 30_000,
    });
  }
  await dialog.getByRole('button', { name: 'Loop', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'To bar' }).fill('3');
  await dialog.getByRole('switch', { name: 'Tempo Ramp' }).check();
  await dialog.getByRole('textbox', { name: 'Ramp from (%)' }).fill('65');
  await dialog.getByRole('textbox', { name: 'Ramp to (%)' }).fill('90');
  await dialog.getByRole('textbox', { name: 'Ramp step (%)' }).fill('10');
  const slider = tempoSlider(dialog);
  await slider.focus();
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '70');
  const waitSwitch = dialog.getByRole('switch', { name: 'Wait for Me' });
  if (await waitSwitch.isEnabled()) await waitSwitch.check();
  const waitOn = await waitSwitch.isChecked();

  const expected = {
    part: part?.name ?? expect.any(String),
    tempo: 70,
    loop: { startBar: expect.any(Number), endBar: expect.any(Number) },
    ramp: { from: 65, to: 90, step: 10 },
    waitMode: waitOn,
  };
  // Kept on the device at once, then sent (debounced): both copies hold the settings.
  const deviceCopies = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('bandbook.soundcheck.practice:'))
        .map((key) => JSON.parse(localStorage.getItem(key)!).settings),
    );
  await expect.poll(deviceCopies).toEqual([expected]);
  const settingsPath = `/api/practice/settings/${mine.book._id}/${mine.item._id}`;
  await expect
    .poll(async () => {
      const answer = await request.get(settingsPath, {
        headers: { Authorization: `Bearer ${mine.token}` },
      });
      return answer.ok() ? ((await answer.json()) as { settings: unknown }).settings : null;
    })
    .toEqual(expected);
  // The server's copy alone brings them back.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('bandbook.soundcheck.practice:')) localStorage.removeItem(key);
    }
  });

  await page.reload();
  dialog = page.getByRole('dialog', { name: mine.item.title });
  await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  if (part) await expect(dialog.getByRole('button', { name: `Parts: ${part.name}` })).toBeVisible();
  await expect(tempoSlider(dialog)).toHaveAttribute('aria-valuenow', '70');
  await expect(dialog.getByRole('button', { name: 'Loop', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByRole('textbox', { name: 'To bar' })).toHaveValue('3');
  await expect(dialog.getByRole('switch', { name: 'Tempo Ramp' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Ramp from (%)' })).toHaveValue('65');
  await expect(dialog.getByRole('textbox', { name: 'Ramp to (%)' })).toHaveValue('90');
  await expect(dialog.getByRole('textbox', { name: 'Ramp step (%)' })).toHaveValue('10');
  if (waitOn) await expect(dialog.getByRole('switch', { name: 'Wait for Me' })).toBeChecked();
});
