// /dashboard/library/add-book: the code form over the library (the library page asks guests to log in).
import { useSession } from '../../../hooks/use-session';
import { RouteModal } from '../../../ui/route-modal';
import { CodeEntryForm } from './code-entry-form';

export function AddBookModal() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <RouteModal title="Add a Book">
      <CodeEntryForm />
    </RouteModal>
  );
}
