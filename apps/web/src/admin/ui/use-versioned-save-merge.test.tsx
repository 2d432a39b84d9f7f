// A stale save through useVersionedSave merges field by field (issue 44): what only they changed
// comes into the form and what only we changed stays, both said in the alert, and Save sends the
// merge at their version; the same change on both sides is no conflict; a 403 keeps the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextInput } from '@mantine/core';
import { apiRequest } from '../../lib/api-client';
import { onAuthEvent } from '../../lib/auth-events';
import { renderWithProviders } from '../../test/render';
import { SaveFooter } from './save-footer';
import { useVersionedSave } from './use-versioned-save';

afterEach(() => vi.unstubAllGlobals());

const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  version: z.number(),
});
type Book = z.infer<typeof bookSchema>;
type Values = Omit<Book, '_id' | 'version'>;

const OPENED: Book = { _id: 'b1', title: 'Blues', subtitle: 'Old', author: 'Ann', version: 1 };
const valuesOf = ({ title, subtitle, author }: Book): Values => ({ title, subtitle, author });

function BookForm({ onSaved }: { onSaved: (saved: Book) => void }) {
  const form = useForm<Values>({ defaultValues: valuesOf(OPENED) });
  const save = useVersionedSave({
    form,
    record: OPENED,
    send: (values, version) =>
      apiRequest('/api/books/b1', {
        method: 'PUT',
        body: { ...values, version },
        schema: bookSchema,
      }),
    valuesOf,
    fields: ['title', 'subtitle', 'author'],
    labels: { author: 'Author name' },
    onSaved,
  });
  return (
    <form onSubmit={save.onSubmit} noValidate>
      <TextInput label="Title" {...form.register('title')} />
      <TextInput label="Subtitle" {...form.register('subtitle')} />
      <TextInput label="Author" {...form.register('author')} />
      <SaveFooter {...save.footer} />
    </form>
  );
}

type Body = Values & { version: number };
/** Answers a PUT at `at` with the body saved, any other with a 409 carrying `current`. */
function serve(current: Book, at = current.version) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Body;
    return body.version === at
      ? Response.json({ ...body, _id: 'b1', version: at + 1 })
      : Response.json(
          { message: 'alice changed this record since you opened it.', current },
          { status: 409 },
        );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function change(user: ReturnType<typeof userEvent.setup>, name: string, to: string) {
  await user.clear(input(name));
  await user.type(input(name), to);
}

describe('useVersionedSave on a stale save', () => {
  it('takes their change into the form, keeps ours, says both, and saves the merge at their version', async () => {
    const fetchMock = serve({ ...OPENED, subtitle: 'New', version: 4 });
    const onSaved = vi.fn();
    renderWithProviders(<BookForm onSaved={onSaved} />);
    const user = userEvent.setup();
    await change(user, 'Author', 'Bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('list', { name: 'Changed by them, now in the form' }).textContent,
    ).toBe('Subtitle: “New”');
    expect(within(alert).getByRole('list', { name: 'Changed by you, kept' }).textContent).toBe(
      'Author name: “Bob”',
    );
    expect(within(alert).getByText(/Nothing conflicts/)).toBeTruthy();
    expect(within(alert).queryByRole('radiogroup')).toBeNull();
    expect(input('Subtitle').value).toBe('New');
    expect(input('Author').value).toBe('Bob');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts(fetchMock).at(-1)).toEqual({
      title: 'Blues',
      subtitle: 'New',
      author: 'Bob',
      version: 4,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks only about the field both changed; Take theirs puts their value in the form', async () => {
    const fetchMock = serve({ ...OPENED, title: 'Theirs', subtitle: 'New', version: 4 });
    const onSaved = vi.fn();
    renderWithProviders(<BookForm onSaved={onSaved} />);
    const user = userEvent.setup();
    await change(user, 'Title', 'Mine');
    await change(user, 'Author', 'Bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(1);
    const title = screen.getByRole('radiogroup', { name: 'Title: changed by both of you' });
    expect(input('Title').value).toBe('Mine');
    await user.click(within(title).getByRole('radio', { name: 'Take theirs: “Theirs”' }));
    expect(input('Title').value).toBe('Theirs');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts(fetchMock).at(-1)).toEqual({
      title: 'Theirs',
      subtitle: 'New',
      author: 'Bob',
      version: 4,
    });
  });

  it('sees the same change on both sides as no conflict', async () => {
    serve({ ...OPENED, subtitle: 'Same', version: 4 });
    renderWithProviders(<BookForm onSaved={() => {}} />);
    const user = userEvent.setup();
    await change(user, 'Subtitle', 'Same');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Nothing conflicts/)).toBeTruthy();
    expect(within(alert).queryByRole('radiogroup')).toBeNull();
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it("keeps the form on a 403 and shows the server's message, without the app's forbidden event", async () => {
    const message = 'You cannot give permissions you do not hold yourself.';
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ message }, { status: 403 })),
    );
    const events: string[] = [];
    const stop = onAuthEvent((event) => events.push(event));
    renderWithProviders(<BookForm onSaved={() => {}} />);
    const user = userEvent.setup();
    await change(user, 'Author', 'Bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input('Author').value).toBe('Bob');
    expect(events).toEqual([]);
    stop();
  });
});
