// Maps application rows to the spec's JSON and form values to columns. The OAuth secret key and the
// API key are left out unless the caller may edit applications (superadmins): admins may read the
// list, not the credentials.
import type { Application, ApplicationForm, ApplicationInfo } from '@bandbook/domain';
import type { MediaSigner } from '../../storage/media-urls.js';
import type { ApplicationColumns, ApplicationRow } from './applications.queries.js';

export function presentApplication(
  row: ApplicationRow,
  media: MediaSigner,
  { withSecrets }: { withSecrets: boolean },
): Application {
  return {
    _id: row.id,
    name: row.name,
    icon: row.icon,
    iconUrl: media.url(row.icon),
    isContent: row.isContent,
    ssoUrl: row.ssoUrl,
    oAuth: withSecrets
      ? { publicKey: row.oauthPublicKey, secretKey: row.oauthSecretKey }
      : { publicKey: row.oauthPublicKey },
    api: withSecrets ? { key: row.apiKey } : {},
    subscription: {
      duration: row.subscriptionDuration,
      description: row.subscriptionDescription,
      priceList: row.priceList,
    },
    trial: { duration: row.trialDuration },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, username: row.editorName } : null,
  };
}

export const infoColumns = (info: Omit<ApplicationInfo, 'version'>) => ({
  name: info.name,
  icon: info.icon,
  isContent: info.isContent,
  ssoUrl: info.ssoUrl,
});

export const applicationColumns = (form: ApplicationForm): ApplicationColumns => ({
  ...infoColumns(form),
  oauthPublicKey: form.oAuth.publicKey,
  oauthSecretKey: form.oAuth.secretKey,
  apiKey: form.api.key,
  subscriptionDuration: form.subscription.duration,
  subscriptionDescription: form.subscription.description,
  priceList: form.subscription.priceList,
  trialDuration: form.trial.duration,
});
