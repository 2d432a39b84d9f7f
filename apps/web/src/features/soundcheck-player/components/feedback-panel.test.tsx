// The feedback panel says what happened to a take, from the engine's real score of hand-made notes:
// the spec's message for a take played through, 'Take stopped early' for one stopped part way, no
// 'stopped' for a silent one, and a calibration offer with no figures for one whose delay the engine
// could not measure; a take not played at 100 % says its tempo.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayedNote, ReferenceNote } from '@bandbook/soundcheck';
import { renderWithProviders } from '../../../test/render';
import { analyseTakeResult } from '../audio/take-analysis';
import { FeedbackPanel, STOPPED_EARLY_TITLE, UNMEASURED_TITLE } from './feedback-panel';

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

function renderPanel(notes: PlayedNote[], takeDuration: number, tempoFactor = 1) {
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
  renderWithProviders(
    <FeedbackPanel feedback={feedback} save={{ status: 'idle', message: null }} {...actions} />,
  );
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
