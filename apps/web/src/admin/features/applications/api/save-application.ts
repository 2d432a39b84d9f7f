// POST /api/admin/applications and PUT /api/admin/applications/{id} (at the version read; a stale
// version is refused with 409 and the record as it is now).
import { applicationSchema, type ApplicationForm } from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';

export interface SaveApplication {
  /** Absent for a new application. */
  id?: string | undefined;
  version?: number | undefined;
  form: ApplicationForm;
}

export const saveApplication = ({ id, version, form }: SaveApplication) =>
  id
    ? apiRequest(`/api/admin/applications/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { ...form, version },
        schema: applicationSchema,
      })
    : apiRequest('/api/admin/applications', {
        method: 'POST',
        body: form,
        schema: applicationSchema,
      });
