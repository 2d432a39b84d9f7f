// The modal routes, drawn over the page behind them (app-routes.tsx). A chunk of its own, so the
// landing page's first load does not carry the list of what every modal loads (decision 022).
import { Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';

const SoundCheckPlayerModal = lazyPage(
  () => import('../features/soundcheck-player/components/soundcheck-player-modal'),
  'SoundCheckPlayerModal',
);
const SoundCheckHelpModal = lazyPage(
  () => import('../features/soundcheck-player/components/soundcheck-help-modal'),
  'SoundCheckHelpModal',
);
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

export function ModalRoutes() {
  return (
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
  );
}
