// Register a webhook endpoint: its URL and the events it subscribes to (checkboxes), validated with
// the domain's schema; the server's field errors (a private address in production) on their field.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookEndpointFormSchema,
  type WebhookEndpointFormInput,
  type WebhookEndpointWithSecret,
} from '@bandbook/domain';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { registerEndpoint } from '../api/webhooks';

interface EndpointFormProps {
  onRegistered: (created: WebhookEndpointWithSecret) => void | Promise<void>;
}

const EMPTY: WebhookEndpointFormInput = { url: '', events: [], enabled: true };

export function EndpointForm({ onRegistered }: EndpointFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<WebhookEndpointFormInput>({
    resolver: zodResolver(webhookEndpointFormSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const created = await registerEndpoint(values);
      form.reset(EMPTY);
      await onRegistered(created);
    } catch (error) {
      setMessage(applyServerErrors(error, form.setError, ['url', 'events']));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register a webhook endpoint">
      <Stack maw={720}>
        <TextInput
          label="Endpoint URL"
          placeholder="https://example.com/webhooks/bandbook"
          required
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Events"
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt="xs" gap="md">
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <FormAlert message={message} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Register endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
