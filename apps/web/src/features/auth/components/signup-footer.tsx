// The end of both signup forms: region, language, the newsletter opt-in, the error and submit.
import { Button, Checkbox } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormAlert } from '../../../ui/form-alert';
import { RegionLanguageFields } from '../../../ui/region-language-fields';

type FooterField = 'currencyCode' | 'languageCode' | 'newsletterOptIn';

interface SignupFooterProps {
  register: (field: FooterField) => UseFormRegisterReturn;
  errors: Partial<Record<FooterField, { message?: string }>>;
  serverError: string | null;
  isSubmitting: boolean;
  submitLabel: string;
}

export function SignupFooter({
  register,
  errors,
  serverError,
  isSubmitting,
  submitLabel,
}: SignupFooterProps) {
  return (
    <>
      <RegionLanguageFields
        region={register('currencyCode')}
        language={register('languageCode')}
        regionError={errors.currencyCode?.message}
        languageError={errors.languageCode?.message}
      />
      <Checkbox label="Send me news about books and features" {...register('newsletterOptIn')} />
      <FormAlert message={serverError} />
      <Button type="submit" loading={isSubmitting} fullWidth>
        {submitLabel}
      </Button>
    </>
  );
}
