// Saving the edit form at the version read: the answer becomes the form's new starting point; a 409
// offers Reload (take theirs) or Overwrite (send ours at their version); field errors go on fields.
import { useEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type AdminContentPackage, type PackageFormInput } from '@bandbook/domain';
import { isApiError } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form-errors';
import { readConflict, type Conflict } from '../../../ui/conflict';
import { contentPackageQuery } from '../api/content-packages';
import { useUpdateContentPackage } from '../api/save-content-package';
import { packageFormValues } from '../lib/package-form-values';

export function usePackageSave(
  form: UseFormReturn<PackageFormInput>,
  pkg: AdminContentPackage,
  currencyCodes: readonly string[],
) {
  const queryClient = useQueryClient();
  const update = useUpdateContentPackage();
  const [conflict, setConflict] = useState<Conflict<AdminContentPackage> | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // The version the next save is made against: the package's, or the one just saved (a save started
  // right after another, e.g. by a tab change, must not send the version the page rendered with).
  const version = useRef(pkg.version);
  useEffect(() => {
    version.current = pkg.version;
  }, [pkg.version]);

  /** True when saved. */
  const save = async (values: PackageFormInput, against = version.current): Promise<boolean> => {
    setAlert(null);
    setConflict(null);
    try {
      const saved = await update.mutateAsync({ id: pkg._id, version: against, form: values });
      version.current = saved.version;
      form.reset(packageFormValues(saved, currencyCodes));
      notifications.show({ color: 'green', message: `${saved.title} has been saved.` });
      return true;
    } catch (error) {
      const stale = readConflict<AdminContentPackage>(error);
      if (stale) {
        setConflict(stale);
        return false;
      }
      const fields = isApiError(error) ? Object.keys(error.fieldErrors) : [];
      const message = applyServerErrors(error, form.setError, fields as Path<PackageFormInput>[]);
      setAlert(message ?? MESSAGES.validationFailed);
      return false;
    }
  };

  const adopt = (current: AdminContentPackage) =>
    queryClient.setQueryData(contentPackageQuery(current._id).queryKey, current);
  const reload = (current: AdminContentPackage) => {
    adopt(current);
    form.reset(packageFormValues(current, currencyCodes));
    setConflict(null);
  };
  const overwrite = (current: AdminContentPackage) => {
    adopt(current);
    void form.handleSubmit((values) => save(values, current.version))();
  };
  return { save, conflict, alert, setAlert, reload, overwrite };
}
