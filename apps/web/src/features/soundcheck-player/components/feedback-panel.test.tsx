// The feedback panel says what happened to a take, from the engine's real score of hand-made notes:
// the spec's message for a take played through, 'Take stopped early' for one stopped part way, no
// 'stopped' for a silent one, and a calibration offer with no figures for one whose delay the engine
// could not measure; a take not played at 100 % says its tempo. A saved take's recording can be kept in
// the practice journal, and with scores hidden no stars or figures show.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayedNote, ReferenceNote } from '@bandbook/soundcheck';
import { renderWithProviders } from '../../../test/render';
import { ApiError } from '../../../lib/api-error';
import { clearToken, setToken } from '../../../lib/auth-token';
import type { SaveState } from '../player/player-state';
import { analyseTakeResult } from '../audio/take-analysis';
import {
  FeedbackPanel,
  RECORDING_KEPT,
  STOPPED_EARLY_TITLE,
  TAKE_SAVED,
  UNMEASURED_TITLE,
} from './feedback-panel';

/** Twenty quarter notes at 120 BPM after a bar of count-in. */
const reference: ReferenceNote[] = Array.from({ length: 20 }, (_, i) => ({
  time: 2 + i * 0.5,
  duration: 0.4,
  midi: 60 + (i % 5),
  velocity: 0.8,
}));

/** At tempo factor `f` a note written at `t` is played at `t / f`. */
function played(latency: number, count = reference.length, f = 1): PlayedNote[] {
  return reference.slice(0, count).map((note) => ({
    onset: note.time / f + latency,
    offset: note.time / f + latency + 0.35,
    midi: note.midi,
    confidence: 0.95,
  }));
}

function renderPanel(
  notes: PlayedNote[],
  takeDuration: number,
  tempoFactor = 1,
  save: SaveState = { status: 'idle', message: null },
) {
  const feedback = analyseTakeResult({
    reference,
    played: notes,
    takeDuration,
    tempoFactor,
    latencyMs: 0,
    calibrated: false,
    nonPitched: false,
    barSeconds: 2,
    countInBars: 1,
  });
  const actions = {
    onRetry: vi.fn(),
    onSeeFeedback: vi.fn(),
    onPractice: vi.fn(),
    onCalibrate: vi.fn(),
  };
  renderWithProviders(<FeedbackPanel feedback={feedback} save={save} {...actions} />);
  return actions;
}

describe('FeedbackPanel', () => {
  it("gives a take played through the engine's message and its figures", () => {
    renderPanel(played(0.2), 13);
    expect(screen.getByRole('heading', { name: 'Bravo!' })).toBeTruthy();
    expect(screen.getByText('Pitch 100 % · Rhythm 100 %')).toBeTruthy();
    expect(screen.getByLabelText('Performance: 100%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'See Feedback' })).toBeTruthy();
  });

  it('says the tempo of a take not played at 100 %', () => {
    renderPanel(played(0.2, reference.length, 0.8), 16, 0.8);
    expect(screen.getByRole('heading', { name: 'Bravo!' })).toBeTruthy();
    expect(screen.getByText('At 80 % tempo')).toBeTruthy();
  });

  it('says no tempo for a take at 100 %', () => {
    renderPanel(played(0.2), 13);
    expect(screen.queryByText(/tempo/)).toBeNull();
  });

  it('calls a take stopped part way stopped early, not Bravo', () => {
    // Six seconds in: 7 of the 20 notes, each played perfectly.
    renderPanel(played(0.2, 7), 6);
    expect(screen.getByRole('heading', { name: STOPPED_EARLY_TITLE })).toBeTruthy();
    expect(
      screen.getByText(
        'You stopped after 35 % of the notes. Pitch 100 % · Rhythm 100 % of what you played.',
      ),
    ).toBeTruthy();
  });

  it('says no notes were heard for a silent take, not that it stopped', () => {
    renderPanel([], 13);
    expect(screen.getByRole('heading', { name: 'Oh dear!' })).toBeTruthy();
    expect(
      screen.getByText(
        'No notes were heard: check that your microphone is on and near your instrument.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/stopped/)).toBeNull();
  });

  it('offers calibration, and no figures, when the delay could not be measured', () => {
    // 800 ms of delay: past what the search tries without a calibration.
    const actions = renderPanel(played(0.8), 14);
    expect(screen.getByRole('heading', { name: UNMEASURED_TITLE })).toBeTruthy();
    expect(screen.queryByLabelText(/^Performance/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'See Feedback' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Calibrate' }));
    expect(actions.onCalibrate).toHaveBeenCalledOnce();
  });
});

describe('FeedbackPanel and the practice journal', () => {
  const saved = (keepRecording?: () => Promise<void>): SaveState => ({
    status: 'saved',
    message: 'Result saved. Your best for this exercise: 4 stars.',
    ...(keepRecording ? { keepRecording } : {}),
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it("keeps the saved take's recording when asked, and says so", async () => {
    let keep!: () => void;
    const onKeepRecording = vi.fn(() => new Promise<void>((resolve) => (keep = resolve)));
    renderPanel(played(0.2), 13, 1, saved(onKeepRecording));
    fireEvent.click(screen.getByRole('button', { name: 'Keep Recording' }));
    expect(onKeepRecording).toHaveBeenCalledOnce();
    keep();
    expect(await screen.findByText(RECORDING_KEPT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep Recording' })).toBeNull();
  });

  it("shows the server's refusal of a recording", async () => {
    const onKeepRecording = vi.fn(async () => {
      throw new ApiError(413, 'The recording is too large to keep.');
    });
    renderPanel(played(0.2), 13, 1, saved(onKeepRecording));
    fireEvent.click(screen.getByRole('button', { name: 'Keep Recording' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The recording is too large to keep.',
    );
  });

  it('offers no Keep Recording before a save, nor without a session that keeps them', () => {
    const keepRecording = async () => {};
    renderPanel(played(0.2), 13, 1, { status: 'saving', message: 'Saving…', keepRecording });
    expect(screen.queryByRole('button', { name: 'Keep Recording' })).toBeNull();
    cleanup();
    renderPanel(played(0.2), 13, 1, saved());
    expect(screen.queryByRole('button', { name: 'Keep Recording' })).toBeNull();
  });

  it('hides stars and figures when the learner chose to hide scores, and says "Take saved"', async () => {
    setToken('session-token');
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/practice/preferences');
      return new Response(JSON.stringify({ weeklyGoalMinutes: null, hideScores: true }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel(played(0.2), 13, 1, saved());
    expect(await screen.findByText(TAKE_SAVED)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /stars/ })).toBeNull();
    expect(screen.queryByLabelText(/^Performance/)).toBeNull();
    expect(screen.queryByText(/Pitch \d+ %/)).toBeNull();
  });
});
