// /admin/analytics: redemption analytics (issue 49): codes activated and trials started per day, per
// content package, per channel and per code list, with the share of each list used, within the
// staff member's channels; charts with their tables, and the same figures as a CSV file.
import { useState } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { isApiError } from '../../../../lib/api-error';
import { AdminPage } from '../../../ui/admin-page';
import {
  downloadRedemptionsCsv,
  useAnalyticsFilterOptions,
  useRedemptions,
} from '../api/analytics';
import { defaultFilters } from '../lib/analytics-filters';
import { AnalyticsFiltersForm } from './analytics-filters-form';
import { AnalyticsSections } from './analytics-sections';

export function AnalyticsPage() {
  const [filters, setFilters] = useState(() => defaultFilters());
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const options = useAnalyticsFilterOptions();
  const figures = useRedemptions(filters);
  const error = figures.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadRedemptionsCsv(filters);
    } catch (failure) {
      setDownloadError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminPage
      title="Analytics"
      actions={
        <Button onClick={download} loading={downloading} disabled={Boolean(error)}>
          Download CSV
        </Button>
      }
    >
      <Text c="dimmed">
        Codes activated and trials started, counted by day in UTC, within your content channels.
      </Text>
      <AnalyticsFiltersForm
        filters={filters}
        options={options.data}
        errors={fieldErrors}
        onChange={setFilters}
      />
      {downloadError && (
        <Alert color="red" title="Download CSV">
          {downloadError}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {!error && !figures.data && (
        <Group>
          <Loader size="sm" aria-label="Loading the figures" />
        </Group>
      )}
      {!error && figures.data && (
        <>
          <Text role="status" fw={700}>
            {figures.data.totals.activations} codes activated and {figures.data.totals.trials}{' '}
            trials started from {figures.data.from} to {figures.data.to}.
          </Text>
          <AnalyticsSections answer={figures.data} />
        </>
      )}
    </AdminPage>
  );
}
