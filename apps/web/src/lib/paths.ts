// Every URL of the learner app, defined once.
import { bookSlug } from '@bandbook/domain';

export type DiscoverCategory = 'genres' | 'instruments';
export type BookTab = 'audio' | 'video' | 'ebook';

export interface VideoLinkParams {
  /** Names the video in the path (a slug of its title). */
  slug: string;
  videoTitle: string;
  url: string;
  videoFilePath: string;
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  faq: '/faq',
  faqEnterCode: '/faq#enter-code',
  login: '/login',
  signup: '/signup',
  signupForBook: (book: string) => `/signup/${encodeURIComponent(book)}`,
  socialSignup: '/social-signup',
  socialLogin: '/social-login',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  enterCode: '/enter-code',
  library: '/dashboard/library',
  addBook: '/dashboard/library/add-book',
  discover: '/dashboard/discover',
  discoverCategory: (category: DiscoverCategory, id: string, page = 1) => {
    const path = `/dashboard/discover/${category}/${encodeURIComponent(id)}`;
    return page > 1 ? withQuery(path, { page: String(page) }) : path;
  },
  book: (slug: string) => `/books/${encodeURIComponent(slug)}`,
  bookPreview: (slug: string) => `/books/${encodeURIComponent(slug)}/preview`,
  bookContent: (slug: string, tab?: BookTab) => {
    const path = `/books/${encodeURIComponent(slug)}/content`;
    return tab ? withQuery(path, { tab }) : path;
  },
  bookSoundCheck: (slug: string) => `/books/${encodeURIComponent(slug)}/soundcheck`,
  /** The player modal of one exercise (spec: /soundcheck/{contentTitle} with contentTitle, contentId). */
  soundCheckItem: (slug: string, item: { title: string; _id: string }) =>
    withQuery(
      `/books/${encodeURIComponent(slug)}/soundcheck/${encodeURIComponent(bookSlug(item.title))}`,
      { contentTitle: item.title, contentId: item._id },
    ),
  soundCheckHelp: (slug: string) => `/books/${encodeURIComponent(slug)}/soundcheck/help`,
  launchSoundCheck: '/launch/soundcheck',
  ebook: (slug: string) => withQuery('/ebook/', { book: slug }),
  video: ({ slug, ...query }: VideoLinkParams) =>
    withQuery(`/video/${encodeURIComponent(slug)}`, { ...query }),
  profile: '/profile',
  welcomeInstruments: '/welcome/my-instruments',
  welcomeGenre: '/welcome/my-genre',
  welcomeCompleteProfile: '/welcome/complete-profile',
  admin: '/admin',
  socialProvider: (id: string) => `/auth/${encodeURIComponent(id)}`,
} as const;
