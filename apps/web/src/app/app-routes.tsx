// The route table. Pages render at the page location; modal routes render over the page behind
// them (the background location), so /login opened directly draws over home.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { trackLoading } from '../lib/loading-tracker';
import { getBackgroundLocation } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { PageLoader } from '../ui/page-loader';
import { KeptResultsSender } from './kept-results-sender';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { loadModalRoutes } from './load-modal-routes';
import { RequireAuth } from './require-auth';
import {
  BookContentPage,
  BookIndexRedirect,
  BookLayout,
  DiscoverPage,
  HomePage,
  LibraryPage,
} from './route-modules';

const AboutUsPage = lazyPage(
  () => import('../features/help/components/about-us-page'),
  'AboutUsPage',
);
const FaqPage = lazyPage(() => import('../features/help/components/faq-page'), 'FaqPage');
const SocialLoginPage = lazyPage(
  () => import('../features/auth/components/social-login-page'),
  'SocialLoginPage',
);
const DiscoverCategoryPage = lazyPage(
  () => import('../features/dashboard/components/discover-category-page'),
  'DiscoverCategoryPage',
);
const BookPreviewPage = lazyPage(
  () => import('../features/books/components/book-preview-page'),
  'BookPreviewPage',
);
const SoundCheckPage = lazyPage(
  () => import('../features/soundcheck/components/soundcheck-page'),
  'SoundCheckPage',
);
const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
);
const PracticePage = lazyPage(
  () => import('../features/practice/components/practice-page'),
  'PracticePage',
);
const MyInstrumentsPage = lazyPage(
  () => import('../features/onboarding/components/my-instruments-page'),
  'MyInstrumentsPage',
);
const MyGenrePage = lazyPage(
  () => import('../features/onboarding/components/my-genre-page'),
  'MyGenrePage',
);
const CompleteProfilePage = lazyPage(
  () => import('../features/onboarding/components/complete-profile-page'),
  'CompleteProfilePage',
);

const LaunchPage = lazyPage(
  () => import('../features/soundcheck-player/components/launch-page'),
  'LaunchPage',
);

const AdminRoutes = lazyPage(() => import('../admin/admin-routes'), 'AdminRoutes');
// The modals' table (with what each modal loads) is a chunk of its own, not part of every first
// load: it loads when a modal opens, or before, when a link to one is pointed at or focused.
const ModalRoutes = lazy(() => trackLoading(loadModalRoutes()));

export function AppRoutes() {
  const location = useLocation();
  const background = getBackgroundLocation(location);
  const page = background ?? location;

  // The embeddable player page stands alone: no header, no footer, its own token.
  if (location.pathname === paths.launchSoundCheck) {
    return (
      <Suspense fallback={<PageLoader />}>
        <LaunchPage />
      </Suspense>
    );
  }

  const modal = background ? <ModalRoutes /> : null;

  return (
    <AppLayout page={page} modal={modal}>
      <Routes location={page}>
        <Route index element={<HomePage />} />
        <Route path="/about-us" element={<AboutUsPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/social-login" element={<SocialLoginPage />} />
        <Route element={<RequireAuth />}>
          <Route path="/dashboard/library" element={<LibraryPage />} />
          <Route path="/dashboard/discover" element={<DiscoverPage />} />
          <Route path="/dashboard/discover/:category/:id" element={<DiscoverCategoryPage />} />
          <Route path="/books/:title" element={<BookLayout />}>
            <Route index element={<BookIndexRedirect />} />
            <Route path="preview" element={<BookPreviewPage />} />
            <Route path="content" element={<BookContentPage />} />
            <Route
              path="soundcheck"
              element={
                <>
                  <SoundCheckPage />
                  <KeptResultsSender />
                </>
              }
            />
          </Route>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/practice" element={<PracticePage />} />
          <Route path="/welcome/my-instruments" element={<MyInstrumentsPage />} />
          <Route path="/welcome/my-genre" element={<MyGenrePage />} />
          <Route path="/welcome/complete-profile" element={<CompleteProfilePage />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AppLayout>
  );
}
