// The admin area's route tree (/admin/*): its own lazily loaded part of the app, every page its own
// chunk too. The learner pages never load any of it.
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { AdminGuard } from './layout/admin-guard';

const AdminHomePage = lazyPage(() => import('./home/admin-home-page'), 'AdminHomePage');

export function AdminRoutes() {
  return (
    <AdminGuard>
      <Routes>
        <Route index element={<AdminHomePage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminGuard>
  );
}
