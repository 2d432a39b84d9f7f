// The form's starting values: the spec's defaults for a new application, or the record as read
// (credentials are only ever answered to superadmins, who are the only ones editing).
import { APPLICATION_DEFAULTS, type Application, type ApplicationForm } from '@bandbook/domain';

export const newApplicationValues = (): ApplicationForm => ({
  name: '',
  icon: null,
  isContent: false,
  ssoUrl: '',
  oAuth: { publicKey: '', secretKey: '' },
  api: { key: '' },
  subscription: {
    duration: APPLICATION_DEFAULTS.subscriptionDuration,
    description: APPLICATION_DEFAULTS.subscriptionDescription,
    priceList: [],
  },
  trial: { duration: APPLICATION_DEFAULTS.trialDuration },
});

export const applicationValues = (application: Application): ApplicationForm => ({
  name: application.name,
  icon: application.icon,
  isContent: application.isContent,
  ssoUrl: application.ssoUrl,
  oAuth: {
    publicKey: application.oAuth.publicKey,
    secretKey: application.oAuth.secretKey ?? '',
  },
  api: { key: application.api.key ?? '' },
  subscription: {
    duration: application.subscription.duration,
    description: application.subscription.description,
    priceList: application.subscription.priceList.map((price) => ({ ...price })),
  },
  trial: { duration: application.trial.duration },
});
