// Books and dashboards as the API sends them, for component tests.
import type {
  CurrentUser,
  Dashboard,
  LearnerPackage,
  PackageCard,
  PublicConfig,
} from '@bandbook/domain';

export function makeCard(overrides: Partial<PackageCard> = {}): PackageCard {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Funk Bass Grooves',
    subtitle: 'Lock in with the kick drum',
    thumbnailImage: null,
    author: 'Lena Okafor',
    publisher: 'Deep Pocket Editions',
    releaseDate: null,
    trialPeriodInDays: 0,
    price: { isFree: false, points: 0, list: [] },
    genreIdList: ['funk'],
    instrumentIdList: ['bass'],
    skillLevelIdList: ['beginner'],
    isOwned: true,
    isActiveTrial: false,
    isExpiredTrial: false,
    canLaunch: true,
    ...overrides,
  };
}

export function makeBook(overrides: Partial<LearnerPackage> = {}): LearnerPackage {
  return {
    ...makeCard(),
    description: '<p>Grooves <strong>for bass</strong></p>',
    catalogueNumber: null,
    contentChannelIdList: [],
    content: {
      ebook: { title: 'The e-book', pdfFilePath: '/media/e.pdf', trialVersionPdfFilePath: null },
      videoList: [],
      audioList: [
        {
          title: 'Demonstration Tracks',
          trackList: [
            {
              _id: 't1',
              title: 'First Groove',
              trialVersion: true,
              audioFilePath: '/media/uploads/audio/t1.mp3?sig=1',
              durationInSeconds: 20,
            },
            {
              _id: 't2',
              title: 'Second Groove',
              trialVersion: false,
              audioFilePath: '/media/uploads/audio/t2.mp3?sig=2',
              durationInSeconds: 30,
            },
          ],
        },
      ],
      audioListZipFilePath: '/media/uploads/audio/all.zip?sig=3',
      mmsList: [],
    },
    hasContent: true,
    trialEndDate: null,
    subscriptionEndDate: null,
    viewData: { stars: 0, maxStars: 0, result: [] },
    ...overrides,
  };
}

/** The same book during a trial: the server nulls what the trial may not use. */
export function makeTrialBook(): LearnerPackage {
  const book = makeBook({ isOwned: false, isActiveTrial: true, trialPeriodInDays: 1 });
  return {
    ...book,
    content: {
      ...book.content,
      audioListZipFilePath: null,
      audioList: book.content.audioList.map((list) => ({
        ...list,
        trackList: list.trackList.map((track) =>
          track.trialVersion ? track : { ...track, audioFilePath: null },
        ),
      })),
    },
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return { allList: [], tabList: [], userList: [], recommendedList: [], ...overrides };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u1',
    username: 'ann',
    email: 'ann@example.test',
    pendingEmail: null,
    hasPassword: true,
    role: 'user',
    status: 1,
    provider: 'local',
    firstname: '',
    lastname: '',
    age: null,
    musicianType: null,
    profilePictureUrl: null,
    languageCode: 'en-us',
    currencyCode: 'USD',
    domainUrl: null,
    timeZone: null,
    address: { line1: '', line2: '', city: '', zip: '', state: '', countryCode: '' },
    stars: 0,
    userStars: 0,
    instruments: ['bass'],
    genres: ['funk'],
    newsletterOptIn: false,
    createdBy: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    permissions: [],
    contentChannelIdList: [],
    notificationList: [],
    subscriptionList: [],
    trialList: [],
    progressList: [],
    adminAccess: { canEditAllUsers: false },
    school: null,
    ...overrides,
  };
}

export const publicConfig: PublicConfig = {
  version: '0.0.0',
  demo: true,
  appStoreUrl: 'https://apps.example.test',
  socialProviders: [],
  regions: [],
  languages: [],
  instruments: [
    {
      id: 'bass',
      label: 'Bass',
      onImage: '/media/uploads/public/reference/instruments/bass-on.webp',
      offImage: '/media/uploads/public/reference/instruments/bass-off.webp',
    },
  ],
  genres: [{ id: 'funk', label: 'Funk', onImage: null, offImage: null }],
  skillLevels: [],
  countries: [],
  usStates: [],
  ageOptions: [],
  musicianTypes: [],
  timeZones: [],
  links: { terms: '/t', privacy: '/p', cookies: '/c', contact: '/contact', social: [] },
};
