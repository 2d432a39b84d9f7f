import { describe, expect, it } from 'vitest';
import { bookSlug } from '@bandbook/domain';
import { findBookBySlug } from './book-slug';

describe('book slugs', () => {
  it('turn titles into URL segments', () => {
    expect(bookSlug('Rock Guitar Foundations')).toBe('rock-guitar-foundations');
    expect(bookSlug('Sing! Pop Vocal Warm-ups')).toBe('sing-pop-vocal-warm-ups');
    expect(bookSlug('  Café Jazz & Blues ')).toBe('cafe-jazz-and-blues');
    expect(bookSlug('Étude Nº 5')).toBe('etude-no-5');
  });

  it('find the first book with the slug', () => {
    const books = [
      { _id: '1', title: 'Blues Guitar Licks' },
      { _id: '2', title: 'Blues guitar licks!' },
    ];
    expect(findBookBySlug(books, 'blues-guitar-licks')?._id).toBe('1');
    expect(findBookBySlug(books, 'Blues-Guitar-Licks')?._id).toBe('1');
    expect(findBookBySlug(books, 'nothing')).toBeUndefined();
  });
});
