// User roles of spec section 6 and their friendly names. Who enters the admin area is the policy's
// (policy/can.ts), defined there once.
import { canEnterAdminArea } from './policy/can.js';

export const ROLES = [
  'user',
  'superadmin',
  'admin',
  'sales',
  'appvendor',
  'schooladmin',
  'student',
  'schoolteacher',
  'groupAdmin',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Single User',
  superadmin: 'Super Administrator',
  admin: 'Administrator',
  sales: 'Sales Staff',
  appvendor: 'Application Vendor',
  schooladmin: 'School Administrator',
  student: 'School Student',
  schoolteacher: 'School Teacher',
  groupAdmin: 'Group Administrator',
};

const STAFF_ROLES: ReadonlySet<Role> = new Set([
  'superadmin',
  'admin',
  'sales',
  'appvendor',
  'groupAdmin',
]);
const SCHOOL_ROLES: ReadonlySet<Role> = new Set(['schooladmin', 'student', 'schoolteacher']);

export const isStaffRole = (role: Role) => STAFF_ROLES.has(role);
export const isSchoolRole = (role: Role) => SCHOOL_ROLES.has(role);
/** The header shows 'Signed In as <role>' to admin and school staff. */
export const showsRoleLabel = (role: Role) =>
  canEnterAdminArea(role) || role === 'schooladmin' || role === 'schoolteacher';
