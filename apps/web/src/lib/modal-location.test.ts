import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { getBackgroundLocation, isModalPath } from './modal-location';

const at = (pathname: string, state: unknown = null): Location => ({
  pathname,
  search: '',
  hash: '',
  state,
  key: 'k',
});

describe('modal routes', () => {
  it('knows which paths are modals', () => {
    expect(isModalPath('/login')).toBe(true);
    expect(isModalPath('/signup/my-book')).toBe(true);
    expect(isModalPath('/reset-password/abc')).toBe(true);
    expect(isModalPath('/verify-email/abc')).toBe(true);
    expect(isModalPath('/dashboard/library/add-book')).toBe(true);
    expect(isModalPath('/verify-email')).toBe(false);
    expect(isModalPath('/profile')).toBe(false);
  });

  it('draws a page as itself', () => {
    expect(getBackgroundLocation(at('/faq'))).toBeUndefined();
  });

  it('keeps the page a modal was opened from', () => {
    const faq = at('/faq');
    expect(getBackgroundLocation(at('/login', { backgroundLocation: faq }))).toBe(faq);
  });

  it('draws a deep-linked modal over home, and add-book over the library', () => {
    expect(getBackgroundLocation(at('/login'))?.pathname).toBe('/');
    expect(getBackgroundLocation(at('/dashboard/library/add-book'))?.pathname).toBe(
      '/dashboard/library',
    );
  });

  it('knows the video and e-book modals, and draws a deep-linked e-book over its book', () => {
    expect(isModalPath('/video/how-it-works')).toBe(true);
    expect(isModalPath('/ebook/')).toBe(true);
    expect(isModalPath('/video')).toBe(false);
    const ebook = { ...at('/ebook/'), search: '?book=funk-bass-grooves' };
    const page = getBackgroundLocation(ebook);
    expect(page?.pathname).toBe('/books/funk-bass-grooves/content');
    expect(page?.search).toBe('?tab=ebook');
    expect(getBackgroundLocation(at('/video/intro'))?.pathname).toBe('/');
  });

  it('draws a deep-linked SoundCheck player or help over the book SoundCheck page', () => {
    expect(isModalPath('/books/funk-bass-grooves/soundcheck/two-chord-vamp')).toBe(true);
    expect(isModalPath('/books/funk-bass-grooves/soundcheck/help')).toBe(true);
    expect(isModalPath('/books/funk-bass-grooves/soundcheck')).toBe(false);
    const player = {
      ...at('/books/funk-bass-grooves/soundcheck/two-chord-vamp'),
      search: '?contentId=x&id=3f0c1a52-4d3b-4c55-9d0e-6a3e1f2b7c81',
    };
    const page = getBackgroundLocation(player);
    expect(page?.pathname).toBe('/books/funk-bass-grooves/soundcheck');
    expect(page?.search).toBe('?id=3f0c1a52-4d3b-4c55-9d0e-6a3e1f2b7c81');
  });

  it('never draws a modal behind a modal', () => {
    const state = { backgroundLocation: at('/signup') };
    expect(getBackgroundLocation(at('/login', state))?.pathname).toBe('/');
  });
});
