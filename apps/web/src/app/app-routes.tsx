// The route table. Pages render at the page location; modal routes render over the page behind
// them (the background location), so /login opened directly draws over home.
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { getBackgroundLocation } from '../lib/modal-location';
import { paths } from '../lib/paths';
import { PageLoader } from '../ui/page-loader';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { RequireAuth } from './require-auth';

const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage', {
  shellStylesOnly: true,
});
const AboutUsPage = lazyPage(
  () => import('../features/help/components/about-us-page'),
  'AboutUsPage',
);
const FaqPage = lazyPage(() => import('../features/help/components/faq-page'), 'FaqPage');
const SocialLoginPage = lazyPage(
  () => import('../features/auth/components/social-login-page'),
  'SocialLoginPage',
);
const LibraryPage = lazyPage(
  () => import('../features/dashboard/components/library-page'),
  'LibraryPage',
);
const DiscoverPage = lazyPage(
  () => import('../features/dashboard/components/discover-page'),
  'DiscoverPage',
);
const DiscoverCategoryPage = lazyPage(
  () => import('../features/dashboard/components/discover-category-page'),
  'DiscoverCategoryPage',
);
const BookLayout = lazyPage(() => import('../features/books/components/book-layout'), 'BookLayout');
const BookIndexRedirect = lazyPage(
  () => import('../features/books/components/book-layout'),
  'BookIndexRedirect',
);
const BookPreviewPage = lazyPage(
  () => import('../features/books/components/book-preview-page'),
  'BookPreviewPage',
);
const BookContentPage = lazyPage(
  () => import('../features/media/components/book-content-page'),
  'BookContentPage',
);
const SoundCheckPage = lazyPage(
  () => import('../features/soundcheck/components/soundcheck-page'),
  'SoundCheckPage',
);
const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
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

const SoundCheckPlayerModal = lazyPage(
  () => import('../features/soundcheck-player/components/soundcheck-player-modal'),
  'SoundCheckPlayerModal',
);
const SoundCheckHelpModal = lazyPage(
  () => import('../features/soundcheck-player/components/soundcheck-help-modal'),
  'SoundCheckHelpModal',
);
const LaunchPage = lazyPage(
  () => import('../features/soundcheck-player/components/launch-page'),
  'LaunchPage',
);

const AdminRoutes = lazyPage(() => import('../admin/admin-routes'), 'AdminRoutes');

const LoginModal = lazyPage(() => import('../features/auth/components/login-modal'), 'LoginModal');
const SignupModal = lazyPage(
  () => import('../features/auth/components/signup-modal'),
  'SignupModal',
);
const SocialSignupModal = lazyPage(
  () => import('../features/auth/components/social-signup-modal'),
  'SocialSignupModal',
);
const ForgotPasswordModal = lazyPage(
  () => import('../features/auth/components/forgot-password-modal'),
  'ForgotPasswordModal',
);
const ResetPasswordModal = lazyPage(
  () => import('../features/auth/components/reset-password-modal'),
  'ResetPasswordModal',
);
const VerifyEmailModal = lazyPage(
  () => import('../features/auth/components/verify-email-modal'),
  'VerifyEmailModal',
);
const EnterCodeModal = lazyPage(
  () => import('../features/codes/components/enter-code-modal'),
  'EnterCodeModal',
);
const AddBookModal = lazyPage(
  () => import('../features/codes/components/add-book-modal'),
  'AddBookModal',
);
const VideoModal = lazyPage(() => import('../features/media/components/video-modal'), 'VideoModal');
const EbookModal = lazyPage(() => import('../features/media/components/ebook-modal'), 'EbookModal');

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

  const modal = background ? (
    <Routes>
      <Route path="/login" element={<LoginModal />} />
      <Route path="/signup" element={<SignupModal />} />
      <Route path="/signup/:book" element={<SignupModal />} />
      <Route path="/social-signup" element={<SocialSignupModal />} />
      <Route path="/forgot-password" element={<ForgotPasswordModal />} />
      <Route path="/reset-password/:token" element={<ResetPasswordModal />} />
      <Route path="/verify-email/:token" element={<VerifyEmailModal />} />
      <Route path="/enter-code" element={<EnterCodeModal />} />
      <Route path="/dashboard/library/add-book" element={<AddBookModal />} />
      <Route path="/video/:url" element={<VideoModal />} />
      <Route path="/ebook" element={<EbookModal />} />
      <Route path="/books/:title/soundcheck/help" element={<SoundCheckHelpModal />} />
      <Route path="/books/:title/soundcheck/:contentTitle" element={<SoundCheckPlayerModal />} />
      <Route path="*" element={null} />
    </Routes>
  ) : null;

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
            <Route path="soundcheck" element={<SoundCheckPage />} />
          </Route>
          <Route path="/profile" element={<ProfilePage />} />
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
