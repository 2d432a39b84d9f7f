// /faq: account, technical problems and reporting issues; #enter-code explains code entry.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { PageTitle } from '../../../ui/page-title';
import { FaqEntry } from './faq-entry';

export function FaqPage() {
  return (
    <Stack maw={760} gap="xl">
      <PageTitle>Frequently Asked Questions</PageTitle>

      <Stack component="section" aria-labelledby="faq-account" gap="md">
        <Title id="faq-account" order={2}>
          Account
        </Title>
        <FaqEntry id="enter-code" question="How do I enter the code from my book?">
          Log in, then choose{' '}
          <Anchor component={ModalLink} to={paths.enterCode}>
            Enter Your Code
          </Anchor>{' '}
          on the home page or in your library. Type the code exactly as printed inside your book;
          the book then appears under My Books.
        </FaqEntry>
        <FaqEntry id="username-rules" question="What can my username contain?">
          Between 3 and 24 letters, digits, dots, dashes or underscores, without blanks or other
          special characters. Offensive names are refused.
        </FaqEntry>
        <FaqEntry id="verify-email" question="I did not get the verification email.">
          Check your spam folder first. Otherwise log in and use Resend Verification Email in your
          library; each new email replaces the previous link.
        </FaqEntry>
        <FaqEntry id="forgot-password" question="I forgot my password.">
          Use Forgot your password? in the login window. We email you a link to choose a new one.
        </FaqEntry>
        <FaqEntry id="trials" question="How long does a trial last?">
          A trial opens the book&apos;s sample content for 24 hours. Stars are not collected and
          tracks cannot be downloaded during a trial.
        </FaqEntry>
      </Stack>

      <Stack component="section" aria-labelledby="faq-technical" gap="md">
        <Title id="faq-technical" order={2}>
          Technical Problems
        </Title>
        <FaqEntry id="browsers" question="Which browsers work with SoundCheck?">
          Use a recent Chrome on a computer. SoundCheck does not work on Safari; on iPhone and iPad
          use the Bandbook iOS app.
        </FaqEntry>
        <FaqEntry id="microphone" question="SoundCheck does not hear me.">
          Allow microphone access when the browser asks, pick the right input in your system
          settings, and keep headphones on so the backing track does not leak into the microphone.
        </FaqEntry>
        <FaqEntry id="scores" question="Which of my scores is kept?">
          Only your best result for each exercise is kept, so trying again never lowers your stars.
        </FaqEntry>
      </Stack>

      <Stack component="section" aria-labelledby="faq-reporting" gap="md">
        <Title id="faq-reporting" order={2}>
          Reporting Issues
        </Title>
        <FaqEntry id="report" question="How do I report a problem?">
          Use the Contact link at the bottom of every page. Tell us your username, the book and the
          exercise, your browser, and what you expected to happen.
        </FaqEntry>
        <Text size="sm">We answer within two working days.</Text>
      </Stack>
    </Stack>
  );
}
