import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExercisePart } from '@bandbook/soundcheck';
import { renderWithProviders } from '../../../test/render';
import { PARTS_MENU_AUTO_CLOSE_MS, PartsMenu } from './parts-menu';

const part = (name: string, instrument: string): ExercisePart => ({
  name,
  instrument,
  can_record: true,
  default_bpm: 100,
  has_backing: true,
  has_full: true,
  multiple: false,
  non_pitched: false,
  track: 0,
  audio: { full: 'full.mp3' },
});

describe('PartsMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderMenu = (onSelect = vi.fn()) =>
    renderWithProviders(
      <PartsMenu
        parts={[part('Guitar', 'guitar'), part('Bass', 'bass')]}
        partName="Guitar"
        disabled={false}
        onSelect={onSelect}
      />,
    );

  it('lists the parts and picks one', async () => {
    const onSelect = vi.fn();
    renderMenu(onSelect);
    fireEvent.click(screen.getByRole('button', { name: 'Parts: Guitar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Bass \(bass\)/ }));
    expect(onSelect).toHaveBeenCalledWith('Bass');
  });

  it('closes by itself after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderMenu();
    const target = screen.getByRole('button', { name: 'Parts: Guitar' });
    fireEvent.click(target);
    expect(await screen.findByRole('menuitem', { name: /Bass/ })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(PARTS_MENU_AUTO_CLOSE_MS - 1000);
    });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(target.getAttribute('aria-expanded')).toBe('false'));
  });
});
