// The book a book page's first load asks for before the dashboard arrives (start-early.ts): the one
// its URL or its HTML names, the same as public/boot.js reads (boot.test.ts).
import { describe, expect, it } from 'vitest';
import { namedBookId } from './start-early';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const named = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function headNaming(content: string | null) {
  const head = document.createElement('head');
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = 'bandbook-book';
    meta.content = content;
    head.append(meta);
  }
  return head;
}

describe('namedBookId', () => {
  it("takes the URL's ?id= first, then the package the HTML names", () => {
    expect(namedBookId(`?id=${id}`, headNaming(named))).toBe(id);
    expect(namedBookId('?tab=2', headNaming(named))).toBe(named);
    expect(namedBookId('?id=', headNaming(named))).toBe(named);
    expect(namedBookId('', headNaming(named.toUpperCase()))).toBe(named.toUpperCase());
  });

  it('names nothing without a package id', () => {
    expect(namedBookId('', headNaming(null))).toBeNull();
    expect(namedBookId('?id=../users/me', headNaming(null))).toBeNull();
    expect(namedBookId('', headNaming('not-an-id'))).toBeNull();
  });
});
