// The SoundCheck player's notation (issue 47 item 1) in the built app: every demo exercise's part is
// drawn (one written note head per reference onset); the cursor follows the player's clock within one
// beat at 50, 100 and 150 % tempo (its place read from the page against the player's reported time
// and the note heads around it); after a take with known wrong notes those note heads, and only
// those, carry the wrong verdict, each focusable with its sentence; axe finds nothing serious.
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { musicStartSeconds, secondsToSteps, stepsToSeconds } from '@bandbook/soundcheck';
import { describeDemoCatalogue } from '@bandbook/demo-content';
import { apiLogIn } from '../support/catalogue';
import { APP_URL } from '../support/ports';
import { openPlayer, ownedTakeExercise } from '../support/soundcheck';
import { launchWithMicrophone, readExercise, writeTake, type DemoExercise } from '../support/takes';

// Every exercise is opened once; the take plays one exercise in real time.
test.setTimeout(300_000);
// As the other take specs: the fake microphone's timing drifts under load.
test.describe.configure({ retries: 1 });

const TOUR_COOKIE = 'bandbook_soundcheck_tour';

const notationOf = (dialog: Locator) => dialog.getByRole('group', { name: /^Notation of / });

/** The onsets of the reference notes as the notation writes them: on the sixteenth grid. */
function writtenOnsets(demo: DemoExercise) {
  const metre = demo.exercise;
  const onsets = new Set(
    demo.notes.map((note) => {
      const steps = Math.max(0, Math.round(secondsToSteps(note.time, metre)));
      return stepsToSeconds(steps, metre).toFixed(3);
    }),
  );
  return onsets;
}

test('the notation is drawn for every demo exercise', async ({ page, request }) => {
  // A superadmin's preview opens any exercise of any book (decision 017), in the launch page.
  const staff = await apiLogIn(request, 'admin', 'Admin1234');
  const auth = { headers: { Authorization: `Bearer ${staff}` } };
  const list = await request.get('/api/admin/content-packages?limit=100', auth);
  expect(list.ok()).toBe(true);
  const { pageData } = (await list.json()) as { pageData: { _id: string; title: string }[] };
  // The demo catalogue as its generator describes it: other specs add packages of their own to the
  // same server.
  const demoBooks = describeDemoCatalogue().books;
  const demoTitles = new Set(demoBooks.map((book) => book.title));
  const demoExercises = demoBooks.reduce(
    (sum, book) =>
      sum + book.content.mmsList.reduce((items, list) => items + list.contentList.length, 0),
    0,
  );
  await page.context().addCookies([{ name: TOUR_COOKIE, value: '1', url: APP_URL }]);
  let drawn = 0;
  for (const row of pageData.filter((entry) => demoTitles.has(entry.title))) {
    const detail = await request.get(`/api/admin/content-packages/${row._id}`, auth);
    const pkg = (await detail.json()) as {
      content: { mmsList: { contentList: { _id?: string; title: string }[] }[] };
    };
    for (const item of pkg.content.mmsList.flatMap((entry) => entry.contentList)) {
      const launch = await request.post(
        `/api/admin/content-packages/${row._id}/soundcheck/${item._id}/launch`,
        auth,
      );
      expect(launch.ok(), item.title).toBe(true);
      const { accessToken, launchPath } = (await launch.json()) as {
        accessToken: string;
        launchPath: string;
      };
      const query = new URL(launchPath, APP_URL).searchParams;
      const opened = await request.get('/api/soundcheck/launch', {
        headers: { Authorization: `Bearer ${accessToken}` },
        params: { contentPackageId: query.get('contentPackageId')!, mmsId: query.get('mmsId')! },
      });
      expect(opened.ok(), await opened.text()).toBe(true);
      const { exerciseUrl } = (await opened.json()) as { exerciseUrl: string | null };
      if (!exerciseUrl) continue;
      const demo = await readExercise(request, exerciseUrl);
      // Every demo part names its MusicXML file.
      expect(demo.part.notation, item.title).toMatch(/\.musicxml$/);
      await page.goto(launchPath);
      const notation = page.getByRole('group', { name: /^Notation of / });
      await expect(notation).toHaveAttribute('data-notation-ready', 'true', { timeout: 30_000 });
      await expect(notation.locator('svg').first()).toBeVisible();
      // One note head anchor per written onset and pitch: every reference note is drawn.
      const anchors = await notation
        .locator('[data-onset-seconds]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.onsetSeconds!));
      const notes = new Set(
        demo.notes.map((note) => {
          const steps = Math.max(0, Math.round(secondsToSteps(note.time, demo.exercise)));
          return `${stepsToSeconds(steps, demo.exercise).toFixed(3)}:${note.midi}`;
        }),
      );
      expect(anchors.length, item.title).toBe(notes.size);
      expect(new Set(anchors), item.title).toEqual(writtenOnsets(demo));
      drawn += 1;
    }
  }
  expect(demoExercises).toBeGreaterThan(0);
  expect(drawn).toBe(demoExercises);
});

/** The cursor's x against where the note heads say the player's reported time is, in beats. */
async function cursorErrorBeats(page: Page, notation: Locator, beatSeconds: number) {
  const sample = await notation.evaluate((frame) => {
    const content = frame.firstElementChild as HTMLElement;
    const cursor = content.querySelector<HTMLElement>('[data-notation-cursor]')!;
    const origin = content.getBoundingClientRect();
    const box = cursor.getBoundingClientRect();
    return {
      time: Number(cursor.dataset.positionSeconds),
      x: box.left - origin.left,
      y: box.top - origin.top,
      h: box.height,
      anchors: Array.from(content.querySelectorAll<HTMLElement>('[data-onset-seconds]')).map(
        (node) => {
          const head = node.getBoundingClientRect();
          return {
            seconds: Number(node.dataset.onsetSeconds),
            x: head.left - origin.left + head.width / 2,
            y: head.top - origin.top,
          };
        },
      ),
    };
  });
  // The note heads of the cursor's system, by onset.
  const row = sample.anchors
    .filter((anchor) => anchor.y >= sample.y && anchor.y <= sample.y + sample.h)
    .sort((a, b) => a.seconds - b.seconds);
  const before = row.filter((anchor) => anchor.seconds <= sample.time).at(-1);
  const after = row.find((anchor) => anchor.seconds > sample.time);
  expect(before, `a note before ${sample.time} s in the cursor's system`).toBeTruthy();
  if (!before || !after) return { time: sample.time, beats: 0 };
  const pxPerBeat = (after.x - before.x) / ((after.seconds - before.seconds) / beatSeconds);
  const expectedX = before.x + ((sample.time - before.seconds) / beatSeconds) * pxPerBeat;
  return { time: sample.time, beats: Math.abs(sample.x - expectedX) / Math.abs(pxPerBeat) };
}

test('the cursor follows playback within a beat at 50, 100 and 150 % tempo', async ({
  page,
  request,
}) => {
  const owned = await ownedTakeExercise(request, 'cursor');
  const dialog = await openPlayer(page, owned);
  const notation = notationOf(dialog);
  await expect(notation).toHaveAttribute('data-notation-ready', 'true');
  const { exercise } = owned.demo;
  const beatSeconds = 60 / exercise.tempo;
  const start = musicStartSeconds(exercise);
  const tempo = dialog.getByRole('slider', { name: 'Tempo' });
  const cursor = notation.locator('[data-notation-cursor]');
  const position = async () => Number(await cursor.getAttribute('data-position-seconds'));
  for (const [percent, steps] of [
    [50, -10],
    [100, 10],
    [150, 10],
  ] as const) {
    await tempo.focus();
    for (let step = 0; step < Math.abs(steps); step++) {
      await tempo.press(steps < 0 ? 'ArrowLeft' : 'ArrowRight');
    }
    await expect(tempo).toHaveAttribute('aria-valuenow', String(percent));
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    // Three samples in the music, each once the clock has moved on by a beat.
    let after = start + beatSeconds / 2;
    for (let sample = 0; sample < 3; sample++) {
      await expect.poll(position, { timeout: 20_000 }).toBeGreaterThan(after);
      const { time, beats } = await cursorErrorBeats(page, notation, beatSeconds);
      expect(beats, `${percent} % at ${time} s`).toBeLessThanOrEqual(1);
      after = time + beatSeconds;
    }
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog.getByRole('button', { name: 'Restart' }).click();
  }
});

test('after a take with wrong notes, those note heads carry the wrong verdict', async ({
  request,
}) => {
  const owned = await ownedTakeExercise(request, 'notewrong');
  const { demo } = owned;
  // Every third note a minor third too high.
  const wrong = new Map(
    demo.notes.map((_, index) => [index, 3] as const).filter(([i]) => i % 3 === 1),
  );
  const file = writeTake(demo, { latency: 0.1, wrong });
  const browser = await launchWithMicrophone(file);
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target) }));
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const page = await context.newPage();
    const dialog = await openPlayer(page, owned);
    const notation = notationOf(dialog);
    await expect(notation).toHaveAttribute('data-notation-ready', 'true');
    expect(await serious(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'PERFORM' }).click();
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Calibrate your audio' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await expect(dialog.locator('section[aria-labelledby="soundcheck-result"]')).toBeVisible({
      timeout: 150_000,
    });
    await dialog.getByRole('button', { name: 'See Feedback' }).click();

    const verdicts = notation.locator('[data-verdict]');
    await expect(verdicts.first()).toBeVisible();
    const marked = await verdicts.evaluateAll((nodes) =>
      nodes.map((node) => ({
        verdict: (node as HTMLElement).dataset.verdict!,
        seconds: Number((node as HTMLElement).dataset.onsetSeconds),
        name: node.getAttribute('aria-label') ?? '',
      })),
    );
    // Every reference note has its verdict on a note head.
    expect(marked.length).toBe(demo.notes.length);
    const onsetOf = (index: number) => {
      const steps = Math.max(0, Math.round(secondsToSteps(demo.notes[index]!.time, demo.exercise)));
      return stepsToSeconds(steps, demo.exercise);
    };
    const wrongOnsets = [...wrong.keys()].map(onsetOf);
    const markedWrong = marked.filter((entry) => entry.verdict === 'wrong');
    // The engine calls at least half the wrong notes wrong (as soundcheck-player.spec.ts), and a note
    // head marked wrong is always one of the notes played wrong.
    expect(markedWrong.length).toBeGreaterThanOrEqual(Math.floor(wrong.size / 2));
    for (const entry of markedWrong) {
      expect(
        wrongOnsets.some((onset) => Math.abs(onset - entry.seconds) < 0.01),
        `${entry.seconds} s`,
      ).toBe(true);
      expect(entry.name).toMatch(/played/i);
    }
    // Focusable with its sentence, Tab from one to the next.
    const first = notation.locator('[data-verdict]').first();
    await first.focus();
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleName(marked[0]!.name);
    await page.keyboard.press('Tab');
    await expect(notation.locator('[data-verdict]').nth(1)).toBeFocused();
    expect(await serious(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
