// A chosen file is checked by its first bytes against what its field takes, and against the type its
// name will upload it as: the message names what it is not.
import { describe, expect, it } from 'vitest';
import { checkFileContent } from './file-content';

const file = (bytes: (number | string)[], name: string, type = '') =>
  new File(
    [
      Uint8Array.from(
        bytes.flatMap((v) => (typeof v === 'string' ? [...new TextEncoder().encode(v)] : [v])),
      ),
    ],
    name,
    { type },
  );

describe('checkFileContent', () => {
  it('takes a file whose bytes are of its kind, and tells which', async () => {
    expect(
      await checkFileContent(
        file(['%PDF-1.4\n'], 'book.pdf', 'application/pdf'),
        'uploads/ebook/',
        ['pdf'],
      ),
    ).toEqual({ ok: true, kind: 'pdf' });
    expect(
      await checkFileContent(file([0, 0, 0, 0x18, 'ftypM4A '], 'take.m4a'), 'uploads/audio/', [
        'mp3',
        'aac',
        'm4a',
      ]),
    ).toEqual({ ok: true, kind: 'm4a' });
    expect(
      await checkFileContent(
        file(['RIFF', 0, 0, 0, 0, 'WAVEfmt '], 'stem.wav', 'audio/wav'),
        'uploads/soundcheck/',
        ['zip', 'json', 'midi', 'mp3', 'wav'],
      ),
    ).toEqual({ ok: true, kind: 'wav' });
  });

  it('refuses a text file named fake.pdf', async () => {
    expect(
      await checkFileContent(file(['Just text'], 'fake.pdf', 'application/pdf'), 'uploads/ebook/', [
        'pdf',
      ]),
    ).toEqual({ ok: false, message: 'fake.pdf is not a PDF file.' });
  });

  it('refuses a PNG named .jpg: it would be uploaded, and checked, as a JPEG', async () => {
    const png = file([0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a], 'cover.jpg', 'image/jpeg');
    expect(await checkFileContent(png, 'uploads/thumbnail/', ['png', 'jpeg', 'webp'])).toEqual({
      ok: false,
      message: 'cover.jpg is not a JPEG file.',
    });
  });

  it('names every kind the field takes when the name says none of them', async () => {
    expect(
      await checkFileContent(file(['hello'], 'notes.txt', 'text/plain'), 'uploads/audio/', [
        'mp3',
        'aac',
        'm4a',
      ]),
    ).toEqual({ ok: false, message: 'notes.txt is not an MP3, AAC or M4A file.' });
  });
});
