// useVersionedSave through a small form and the real API client (fetch stubbed): the save goes at the
// version read and the saved record becomes the form's start; a stale save keeps what was typed and
// offers Reload (theirs) or, where both changed a field, the choice of mine or theirs before saving
// at their version (more merges: use-versioned-save-merge.test.tsx); other failures keep the form
// with the server's field errors and message; the queries a save makes stale are read again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { SaveFooter } from './save-footer';
import { CHOOSE_FIRST, useVersionedSave } from './use-versioned-save';

afterEach(() => vi.unstubAllGlobals());

interface Thing {
  _id: string;
  name: string;
  version: number;
}
const thingSchema = z.object({ _id: z.string(), name: z.string(), version: z.number() });
const formSchema = z.object({ name: z.string().min(1, 'A name is required.') });
type Values = z.infer<typeof formSchema>;

const MINE: Thing = { _id: 't1', name: 'Mine', version: 1 };

function ThingForm({ onSaved }: { onSaved: (saved: Thing) => void }) {
  // Something the save makes stale, shown as the user would see it.
  const count = useQuery({
    queryKey: ['things', 'count'],
    queryFn: () => apiRequest('/api/things/count', { schema: z.number() }),
  });
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: MINE });
  const save = useVersionedSave({
    form,
    record: MINE,
    send: (values, version) =>
      apiRequest('/api/things/t1', {
        method: 'PUT',
        body: { ...values, version },
        schema: thingSchema,
      }),
    valuesOf: (thing) => ({ name: thing.name }),
    stale: [['things']],
    fields: ['name'],
    invalidMessage: 'Check the fields.',
    onSaved,
  });
  return (
    <form onSubmit={save.onSubmit} noValidate>
      <output aria-label="Count">{count.data ?? ''}</output>
      <output aria-label="Changed">{form.formState.isDirty ? 'yes' : 'no'}</output>
      <TextInput
        label="Name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SaveFooter {...save.footer} />
    </form>
  );
}

/** Answers the count (1, 2, ... each time it is read) and every PUT with `onPut`'s answer. */
function serve(onPut: (body: { name: string; version: number }) => Response) {
  let reads = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) === '/api/things/count') return Response.json(++reads);
    return onPut(JSON.parse(String(init?.body)) as { name: string; version: number });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as { name: string; version: number });
const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const nameInput = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const conflictAnswer = (current: Thing) =>
  Response.json(
    { message: 'bob changed this record since you opened it.', current },
    { status: 409 },
  );

async function rename(to: string) {
  const user = userEvent.setup();
  await user.clear(nameInput());
  await user.type(nameInput(), to);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('useVersionedSave', () => {
  it('saves at the version read, restarts from the saved record and reads stale queries again', async () => {
    const fetchMock = serve((body) =>
      Response.json({ _id: 't1', ...body, version: body.version + 1 }),
    );
    const onSaved = vi.fn();
    renderWithProviders(<ThingForm onSaved={onSaved} />);
    await waitFor(() => expect(shown('Count')).toBe('1'));

    const user = await rename('Ours');
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ _id: 't1', name: 'Ours', version: 2 }),
    );
    expect(shown('Count')).toBe('2');
    expect(shown('Changed')).toBe('no');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)).toEqual([
      { name: 'Ours', version: 1 },
      { name: 'Ours', version: 2 },
    ]);
  });

  it('on a stale version keeps what was typed; Reload takes theirs, and the next save their version', async () => {
    const theirs = { _id: 't1', name: 'Theirs', version: 5 };
    const fetchMock = serve((body) =>
      body.version === 5 ? Response.json({ ...theirs, version: 6 }) : conflictAnswer(theirs),
    );
    const onSaved = vi.fn();
    renderWithProviders(<ThingForm onSaved={onSaved} />);
    const user = await rename('Ours');
    expect(await screen.findByText(/bob changed this record since you opened it\./)).toBeTruthy();
    expect(nameInput().value).toBe('Ours');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(nameInput().value).toBe('Theirs');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts(fetchMock).at(-1)).toEqual({ name: 'Theirs', version: 5 });
  });

  it('when both changed the name, asks which to keep; Keep mine sends ours at their version', async () => {
    const theirs = { _id: 't1', name: 'Theirs', version: 5 };
    const fetchMock = serve((body) =>
      body.version === 5
        ? Response.json({ ...body, _id: 't1', version: 6 })
        : conflictAnswer(theirs),
    );
    const onSaved = vi.fn();
    renderWithProviders(<ThingForm onSaved={onSaved} />);
    const user = await rename('Ours');
    const choice = await screen.findByRole('radiogroup', { name: 'Name: changed by both of you' });
    // Saving before choosing sends nothing and says why.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CHOOSE_FIRST)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(1);

    await user.click(within(choice).getByRole('radio', { name: 'Keep mine: “Ours”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ _id: 't1', name: 'Ours', version: 6 }),
    );
    expect(puts(fetchMock)).toEqual([
      { name: 'Ours', version: 1 },
      { name: 'Ours', version: 5 },
    ]);
    expect(nameInput().value).toBe('Ours');
  });

  it('keeps the form on another failure: field errors on their field, the rest as the message', async () => {
    let answer = Response.json(
      { message: 'Invalid input.', errors: { name: { message: 'This name is taken.' } } },
      { status: 400 },
    );
    serve(() => answer);
    renderWithProviders(<ThingForm onSaved={() => {}} />);
    const user = await rename('Ours');
    expect(await screen.findByText('This name is taken.')).toBeTruthy();
    expect(screen.queryByText('Invalid input.')).toBeNull();
    expect(nameInput().value).toBe('Ours');

    answer = Response.json({ message: 'The server is busy.' }, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server is busy.');
    expect(nameInput().value).toBe('Ours');
  });

  it("sends nothing when the form's own rules fail, and says so", async () => {
    const fetchMock = serve(() => Response.json(MINE));
    renderWithProviders(<ThingForm onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.clear(nameInput());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check the fields.');
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
