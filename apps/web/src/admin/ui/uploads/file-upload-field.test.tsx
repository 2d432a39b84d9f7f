import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '@bandbook/domain';
import { renderWithProviders } from '../../../test/render';
import { FakeXhr, nextXhr } from './fake-xhr';
import { FileUploadField } from './file-upload-field';

const KEY = 'uploads/thumbnail/2025/01/0f8e-cover.png';

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

function renderField(value: string | null, onChange = vi.fn()) {
  renderWithProviders(
    <FileUploadField
      label="Cover"
      targetDir="uploads/thumbnail/"
      accept="image/png,image/jpeg,image/webp"
      value={value}
      onChange={onChange}
      description="PNG, JPEG or WebP"
    />,
  );
  return onChange;
}

const choose = (name = 'new.png') =>
  fireEvent.change(screen.getByLabelText('Cover'), {
    target: { files: [new File([new Uint8Array(10)], name, { type: 'image/png' })] },
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
});
