// The Import page's states: the file sent as text/csv, the check's progress read again until it
// ends, "No errors in N rows" with the button that imports them, the import's summary; and a file
// with errors shown as a table of line, column and message, with no Import button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Import } from '@bandbook/domain';
import { setToken } from '../../../../lib/auth-token';
import { makeUser } from '../../../../test/catalogue-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ImportPage } from './import-page';

afterEach(() => vi.unstubAllGlobals());

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const base: Import = {
  _id: ID,
  kind: 'learners',
  status: 'checking',
  couponListId: null,
  totalRows: 0,
  processedRows: 0,
  importedRows: 0,
  errorCount: 0,
  errors: [],
  failure: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  finishedAt: null,
};

/** Answers the page's calls; each GET of the import takes the next state of `states`. */
function serve(states: Import[], afterRun: Import[] = []) {
  const sent: { type: string | null; body: string }[] = [];
  let queue = states;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname === '/api/users/me') return Response.json(makeUser({ role: 'superadmin' }));
      if (url.pathname === '/api/admin/imports/learners') {
        const headers = new Headers(init?.headers);
        sent.push({ type: headers.get('content-type'), body: await (init?.body as Blob).text() });
        return Response.json(base, { status: 202 });
      }
      if (url.pathname === `/api/admin/imports/${ID}/run`) {
        queue = afterRun;
        return Response.json({ ...base, status: 'importing', totalRows: 2 }, { status: 202 });
      }
      if (url.pathname === `/api/admin/imports/${ID}`) {
        const next = queue.length > 1 ? queue.shift()! : queue[0]!;
        return Response.json(next);
      }
      return Response.json({ message: `unexpected ${url.pathname}` }, { status: 404 });
    }),
  );
  return sent;
}

async function chooseAndCheck(csv: string) {
  const user = userEvent.setup();
  renderWithProviders(<ImportPage />);
  await user.upload(
    screen.getByLabelText('CSV file'),
    new File([csv], 'learners.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  return user;
}

describe('ImportPage', () => {
  it('checks the file, offers to import its rows, and ends with a summary', async () => {
    setToken('token');
    const sent = serve(
      [
        { ...base, processedRows: 1 },
        { ...base, status: 'checked', totalRows: 2, processedRows: 2 },
      ],
      [
        { ...base, status: 'importing', totalRows: 2, processedRows: 1 },
        { ...base, status: 'done', totalRows: 2, processedRows: 2, importedRows: 2 },
      ],
    );
    const user = await chooseAndCheck('username,email\nann,ann@example.com\n');
    expect(await screen.findByText('No errors in 2 rows', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([{ type: 'text/csv', body: 'username,email\nann,ann@example.com\n' }]);
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Imported 2 rows of 2.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the errors by line and column, and no Import button', async () => {
    setToken('token');
    serve([
      {
        ...base,
        status: 'checked',
        totalRows: 2,
        processedRows: 2,
        errorCount: 1,
        errors: [{ line: 3, column: 'email', message: "Doesn't look like a valid email." }],
      },
    ]);
    await chooseAndCheck('username,email\nann,ann@example.com\nbob,bob\n');
    const table = await screen.findByRole('table', { name: 'Errors in the file' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toContainEqual(['3', 'email', "Doesn't look like a valid email."]);
    expect(screen.getByRole('alert').textContent).toContain(
      'The check found 1 error in 2 rows. Correct the file and check it again.',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
