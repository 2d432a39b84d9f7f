// A page of the user list with the actions of its rows: the table, paging, and the Info and password
// modals its buttons open (both user lists, single users and staff, show results this way).
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminUserRow } from '@bandbook/domain';
import { PagedList } from '../../../ui/paged-list';
import { PasswordModal } from './password-modal';
import { UserInfoModal } from './user-info-modal';
import { UsersTable } from './users-table';

interface UserResultsProps {
  list: UseQueryResult<{ pageData: AdminUserRow[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
  editPath: (id: string) => string;
}

export function UserResults({ list, page, onPage, editPath }: UserResultsProps) {
  const [info, setInfo] = useState<string | null>(null);
  const [password, setPassword] = useState<AdminUserRow | null>(null);
  return (
    <>
      <PagedList query={list} page={page} onPage={onPage} displayed={10}>
        {(rows) => (
          <UsersTable rows={rows} editPath={editPath} onInfo={setInfo} onPassword={setPassword} />
        )}
      </PagedList>
      <UserInfoModal userId={info} onClose={() => setInfo(null)} />
      <PasswordModal user={password} onClose={() => setPassword(null)} />
    </>
  );
}
