// The leave guard on the app's blocking history (lib/blocking-history.ts): with unsaved changes,
// a link out of the form's route asks (Stay keeps the page and its edit, Leave goes), and so does
// the browser's back; a link inside the route (a tab) and a form without changes pass, and so does
// the move right after a save; a reload asks the browser's question only while there are changes.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import {
  Link,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  useNavigate,
} from 'react-router';
import { createTestHistory } from '../../test/render';
import { isFormDirty } from './form-state';
import { LeaveConfirm } from './leave-confirm';
import { useLeaveGuard } from './use-leave-guard';

afterEach(cleanup);

function NoteForm() {
  const form = useForm({ defaultValues: { note: 'Old' } });
  const guard = useLeaveGuard(() => isFormDirty(form));
  const navigate = useNavigate();
  // As a save does: the saved values become the form's start, and the page moves on at once.
  const saveAndGo = () => {
    form.reset(form.getValues());
    void navigate('/elsewhere');
  };
  return (
    <form>
      <TextInput label="Note" {...form.register('note')} />
      <Link to="/notes/n1/more">More</Link>
      <Link to="/elsewhere">Elsewhere</Link>
      <Button onClick={saveAndGo}>Save and go</Button>
      <LeaveConfirm guard={guard} />
    </form>
  );
}

function renderForm() {
  // Another page first, so that the browser's back has somewhere to go.
  const history = createTestHistory('/elsewhere');
  history.push('/notes/n1');
  render(
    <MantineProvider>
      <HistoryRouter history={history} useTransitions={false}>
        <Routes>
          <Route path="/notes/:id/*" element={<NoteForm />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
      </HistoryRouter>
    </MantineProvider>,
  );
  return history;
}

const reloadIsHeld = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('useLeaveGuard', () => {
  it('lets every navigation through while nothing changed', async () => {
    renderForm();
    expect(reloadIsHeld()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('asks before leaving with changes: Stay keeps the edit, Leave goes', async () => {
    const user = userEvent.setup();
    const history = renderForm();
    const note = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
    await user.type(note(), ' and new');
    expect(reloadIsHeld()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(history.location.pathname).toBe('/notes/n1');
    expect(note().value).toBe('Old and new');

    // Inside the form's route (a tab of it), the form stays: nothing to ask.
    await user.click(screen.getByRole('link', { name: 'More' }));
    expect(history.location.pathname).toBe('/notes/n1/more');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(note().value).toBe('Old and new');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(reloadIsHeld()).toBe(false);
  });

  it("asks on the browser's back too: Stay keeps the form, Leave goes back", async () => {
    const user = userEvent.setup();
    const history = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' and new');
    act(() => history.go(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(history.location.pathname).toBe('/notes/n1');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(history.location.pathname).toBe('/notes/n1');

    act(() => history.go(-1));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('lets the navigation right after a save through', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' and new');
    await user.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
