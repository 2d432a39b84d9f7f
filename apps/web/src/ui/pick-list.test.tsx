import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickerItem } from '@bandbook/domain';
import { renderWithProviders } from '../test/render';
import { PickList } from './pick-list';

const items: PickerItem[] = [
  { id: 'bass', label: 'Bass', onImage: '/img/bass-on.webp', offImage: '/img/bass-off.webp' },
  { id: 'keys', label: 'Keys', onImage: '/img/keys-on.webp', offImage: '/img/keys-off.webp' },
  { id: 'harp', label: 'Harp', onImage: null, offImage: null },
];

function Picker({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <PickList label="Instruments" items={items} value={value} onChange={setValue} />;
}

const imageOf = (name: string) =>
  screen.getByRole('checkbox', { name }).querySelector('img')?.getAttribute('src');

describe('PickList', () => {
  it('shows the on image of a picked item and the off image of the others', () => {
    renderWithProviders(<Picker initial={['keys']} />);
    expect(screen.getByRole('checkbox', { name: 'Keys' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(imageOf('Keys')).toBe('/img/keys-on.webp');
    expect(imageOf('Bass')).toBe('/img/bass-off.webp');
  });

  it('switches the image when an item is picked or dropped', () => {
    renderWithProviders(<Picker initial={['keys']} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bass' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keys' }));
    expect(screen.getByRole('checkbox', { name: 'Bass' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(imageOf('Bass')).toBe('/img/bass-on.webp');
    expect(imageOf('Keys')).toBe('/img/keys-off.webp');
  });

  it('draws an item without images as its label alone', () => {
    renderWithProviders(<Picker initial={[]} />);
    expect(imageOf('Harp')).toBeUndefined();
  });
});
