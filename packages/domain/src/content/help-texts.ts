// The About and FAQ texts, written once: the web app's /about-us and /faq pages and the static site
// the admin builds both render them, so the two can never say different things.

/** Where a link inside a text goes; each renderer turns it into its own URL. */
export type HelpLinkTarget = 'enterCode';

/** A run of text, or a link with its text. */
export type HelpSegment = string | { link: HelpLinkTarget; text: string };

export interface HelpSection {
  heading: string;
  text: string;
}

export interface FaqEntry {
  /** The anchor others link to (/faq#enter-code). */
  id: string;
  question: string;
  answer: HelpSegment[];
}

export interface FaqSection {
  id: string;
  heading: string;
  entries: FaqEntry[];
  note?: string;
}

export const ABOUT_TEXT = {
  title: 'About Bandbook',
  intro:
    'Bandbook turns printed music method books into something you can play with. Each book you unlock brings its recordings, lesson videos and an e-book to your browser, so the exercises on the page come with a band to play them with.',
  sections: [
    {
      heading: 'Practise with SoundCheck',
      text: 'SoundCheck follows along while you play. In Practice mode you loop and slow down the hard bars; in Perform mode you record a take and get a score for pitch and rhythm, with up to five stars per exercise.',
    },
    {
      heading: 'How to start',
      text: 'Create a free account, tell us which instruments and styles you play, and enter the code printed in your book. Some books also offer a free trial from the Discover page.',
    },
  ] satisfies HelpSection[],
};

export const FAQ_TEXT: { title: string; sections: FaqSection[] } = {
  title: 'Frequently Asked Questions',
  sections: [
    {
      id: 'faq-account',
      heading: 'Account',
      entries: [
        {
          id: 'enter-code',
          question: 'How do I enter the code from my book?',
          answer: [
            'Log in, then choose ',
            { link: 'enterCode', text: 'Enter Your Code' },
            ' on the home page or in your library. Type the code exactly as printed inside your book; the book then appears under My Books.',
          ],
        },
        {
          id: 'username-rules',
          question: 'What can my username contain?',
          answer: [
            'Between 3 and 24 letters, digits, dots, dashes or underscores, without blanks or other special characters. Offensive names are refused.',
          ],
        },
        {
          id: 'verify-email',
          question: 'I did not get the verification email.',
          answer: [
            'Check your spam folder first. Otherwise log in and use Resend Verification Email in your library; each new email replaces the previous link.',
          ],
        },
        {
          id: 'forgot-password',
          question: 'I forgot my password.',
          answer: [
            'Use Forgot your password? in the login window. We email you a link to choose a new one.',
          ],
        },
        {
          id: 'trials',
          question: 'How long does a trial last?',
          answer: [
            "A trial opens the book's sample content for 24 hours. Stars are not collected and tracks cannot be downloaded during a trial.",
          ],
        },
      ],
    },
    {
      id: 'faq-technical',
      heading: 'Technical Problems',
      entries: [
        {
          id: 'browsers',
          question: 'Which browsers work with SoundCheck?',
          answer: [
            'Use a recent Chrome on a computer. SoundCheck does not work on Safari; on iPhone and iPad use the Bandbook iOS app.',
          ],
        },
        {
          id: 'microphone',
          question: 'SoundCheck does not hear me.',
          answer: [
            'Allow microphone access when the browser asks, pick the right input in your system settings, and keep headphones on so the backing track does not leak into the microphone.',
          ],
        },
        {
          id: 'scores',
          question: 'Which of my scores is kept?',
          answer: [
            'Only your best result for each exercise is kept, so trying again never lowers your stars.',
          ],
        },
      ],
    },
    {
      id: 'faq-reporting',
      heading: 'Reporting Issues',
      entries: [
        {
          id: 'report',
          question: 'How do I report a problem?',
          answer: [
            'Use the Contact link at the bottom of every page. Tell us your username, the book and the exercise, your browser, and what you expected to happen.',
          ],
        },
      ],
      note: 'We answer within two working days.',
    },
  ],
};
