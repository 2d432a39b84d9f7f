// Home and Admin links for users who may enter the admin area.
import { Link } from 'react-router';
import { canEnterAdminArea, type Role } from '@bandbook/domain';
import { paths } from '../../lib/paths';
import shell from '../../ui/shell.module.css';

export function StaffLinks({ role }: { role: Role }) {
  if (!canEnterAdminArea(role)) return null;
  return (
    <nav aria-label="Staff" className={shell.row}>
      <Link to={paths.home} className={shell.link}>
        Home
      </Link>
      {/* The admin area is a separate app section; a full load keeps its chunk apart. */}
      <a href={paths.admin} className={shell.link}>
        Admin
      </a>
    </nav>
  );
}
