// Record on a part that cannot be recorded is disabled and says why, beside it and to a screen
// reader (aria-describedby); on a part the learner plays it records, with no reason shown.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RECORD_UNAVAILABLE, RecordButton } from './record-button';

function renderRecord(canRecord: boolean, onRecord = vi.fn()) {
  renderWithProviders(
    <RecordButton
      recording={false}
      starting={false}
      canRecord={canRecord}
      disabled={false}
      onRecord={onRecord}
      onStop={vi.fn()}
    />,
  );
  return screen.getByRole('button', { name: 'Record' });
}

describe('RecordButton', () => {
  it('on a part for listening is disabled, with the reason beside it as its description', () => {
    const record = renderRecord(false);
    expect((record as HTMLButtonElement).disabled).toBe(true);
    const reason = screen.getByText(RECORD_UNAVAILABLE);
    expect(reason.id).toBeTruthy();
    expect(record.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('on a part the learner plays records, and gives no reason', () => {
    const onRecord = vi.fn();
    const record = renderRecord(true, onRecord);
    expect((record as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(RECORD_UNAVAILABLE)).toBeNull();
    expect(record.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(record);
    expect(onRecord).toHaveBeenCalledTimes(1);
  });

  it('becomes Stop recording during a take', () => {
    const onStop = vi.fn();
    renderWithProviders(
      <RecordButton
        recording
        starting={false}
        canRecord
        disabled
        onRecord={vi.fn()}
        onStop={onStop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
  });
});
