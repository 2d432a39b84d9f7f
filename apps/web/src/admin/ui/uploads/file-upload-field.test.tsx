// The upload field: named controls, progress, the spec's failure alert; a chosen file checked by its
// first bytes before anything is sent; previews of images, media and PDFs by their readable names.
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FILE_CONTENT_MESSAGES, UPLOAD_MESSAGES, type UploadTargetDir } from '@bandbook/domain';
import { renderWithProviders } from '../../../test/render';
import { FakeXhr, nextXhr } from './fake-xhr';
import { FileUploadField } from './file-upload-field';

const KEY = 'uploads/thumbnail/2025/01/0f8e-cover.png';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      Response.json({
        url: '/api/uploads',
        key: 'uploads/thumbnail/2025/02/1a2b-new.png',
        fields: [{ name: 'key', value: 'uploads/thumbnail/2025/02/1a2b-new.png' }],
        policy: 'p',
        signature: 's',
        date: '20250201T000000Z',
        credentials: 'c',
        expiration: '2025-02-01T00:15:00.000Z',
        maxBytes: 5242880,
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderField(
  value: string | null,
  onChange = vi.fn(),
  extra: { url?: string; onFileAccepted?: () => void } = {},
) {
  renderWithProviders(
    <FileUploadField
      label="Cover"
      targetDir="uploads/thumbnail/"
      accept="image/png,image/jpeg,image/webp"
      value={value}
      onChange={onChange}
      description="PNG, JPEG or WebP"
      {...extra}
    />,
  );
  return onChange;
}

const choose = (name = 'new.png', bytes: BlobPart = PNG, type = 'image/png', label = 'Cover') =>
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File([bytes], name, { type })] },
  });

describe('FileUploadField', () => {
  it('shows the stored file by name, with named controls, and removes it', () => {
    const onChange = renderField(KEY);
    expect(screen.getByText('0f8e-cover.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace File for Cover' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cover' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('uploads a chosen file with a progress bar, then hands back its key', async () => {
    const onChange = renderField(null);
    expect(screen.getByText('No file')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    choose();
    const request = await nextXhr();
    request.progress(3, 10);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Cover' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(screen.getByRole('button', { name: 'Choose File for Cover' })).toHaveProperty(
      'disabled',
      true,
    );
    request.answer(204);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith('uploads/thumbnail/2025/02/1a2b-new.png'),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows a failed upload as the spec's alert", async () => {
    const onChange = renderField(null);
    choose();
    (await nextXhr()).answer(413, JSON.stringify({ message: UPLOAD_MESSAGES.tooLarge(5242880) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The folling error occured: The file is larger than the 5 MB allowed.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file whose first bytes are not of its kind, naming what it is not', async () => {
    const onChange = renderField(null);
    choose('fake.png', new TextEncoder().encode('just some text'));
    expect(
      await screen.findByText(FILE_CONTENT_MESSAGES.notOfKind('fake.png', ['png'])),
    ).toBeTruthy();
    expect(screen.getByText('fake.png is not a PNG file.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Choose File for Cover' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('previews the uploaded image from the chosen file, by the name it was chosen with', async () => {
    const onFileAccepted = vi.fn();
    renderWithProviders(<Host onFileAccepted={onFileAccepted} />);
    choose('My Cover.png');
    (await nextXhr()).answer(204);
    expect(onFileAccepted).toHaveBeenCalledWith(expect.any(File), 'png');
    const image = await screen.findByRole('img', { name: 'Cover preview' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('My Cover.png')).toBeTruthy();
  });

  it("previews a stored image from its URL, named without the key's id", () => {
    renderField(
      'uploads/thumbnail/2025/01/0f8e9a6c-1b2d-4e5f-8a9b-0c1d2e3f4a5b-cover.png',
      vi.fn(),
      {
        url: '/media/uploads/thumbnail/cover.png',
      },
    );
    expect(screen.getByRole('img', { name: 'Cover preview' }).getAttribute('src')).toBe(
      '/media/uploads/thumbnail/cover.png',
    );
    expect(screen.getByText('cover.png')).toBeTruthy();
    expect(screen.queryByText(/0f8e9a6c/)).toBeNull();
  });

  it.each([
    ['uploads/ebook/', 'uploads/ebook/2025/01/0f8e9a6c-1b2d-4e5f-8a9b-0c1d2e3f4a5b-book.pdf'],
    ['uploads/video/', 'uploads/video/2025/01/0f8e9a6c-1b2d-4e5f-8a9b-0c1d2e3f4a5b-lesson.mp4'],
    ['uploads/audio/', 'uploads/audio/2025/01/0f8e9a6c-1b2d-4e5f-8a9b-0c1d2e3f4a5b-take.mp3'],
  ] as [UploadTargetDir, string][])('previews a stored file of %s as what it is', (dir, key) => {
    renderWithProviders(
      <FileUploadField
        label="File"
        targetDir={dir}
        accept=""
        value={key}
        url="/media/signed"
        onChange={vi.fn()}
      />,
    );
    if (dir === 'uploads/ebook/') {
      const link = screen.getByRole('link', { name: 'Open book.pdf' });
      expect(link.getAttribute('href')).toBe('/media/signed');
      expect(link.getAttribute('target')).toBe('_blank');
    } else {
      const player = document.querySelector(dir === 'uploads/video/' ? 'video' : 'audio');
      expect(player?.getAttribute('src')).toBe('/media/signed');
      expect(player?.getAttribute('aria-label')).toMatch(/^File: (lesson\.mp4|take\.mp3)$/);
    }
  });
});

/** A field holding its value as a form would: what onChange hands back is shown. */
function Host({ onFileAccepted }: { onFileAccepted: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FileUploadField
      label="Cover"
      targetDir="uploads/thumbnail/"
      accept="image/png"
      value={value}
      onChange={setValue}
      onFileAccepted={onFileAccepted}
    />
  );
}
