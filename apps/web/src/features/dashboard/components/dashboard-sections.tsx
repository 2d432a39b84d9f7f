// The lists staff arrange for a dashboard tab (library or discover), each as a section of books.
import type { Dashboard } from '@bandbook/domain';
import type { BookOrigin } from '../../../lib/book-links';
import { BookSection } from '../../../ui/book-section';

interface DashboardSectionsProps {
  dashboard: Dashboard;
  group: BookOrigin;
}

export function DashboardSections({ dashboard, group }: DashboardSectionsProps) {
  const lists = dashboard.tabList.find((tab) => tab.group === group)?.list ?? [];
  return (
    <>
      {lists.map((list) => (
        <BookSection
          key={list._id}
          id={list._id}
          title={list.title}
          icon={list.icon}
          books={list.packageList}
          origin={group}
          emptyText="There are no books in this list yet."
        />
      ))}
    </>
  );
}
