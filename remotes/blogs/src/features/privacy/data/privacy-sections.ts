import { PRIVACY_MIN_AGE, PRIVACY_RESPONSE_DAYS } from './privacy-terms';
import { sectionId } from './section-id';

export type PrivacySection = {
  id: string;
  title: string;
  paragraphs: string[];
  /** Ends with the contact e-mail address from the runtime config. */
  showsContact?: boolean;
};

type SectionText = Omit<PrivacySection, 'id'>;

const texts: SectionText[] = [
  {
    title: 'What information do we collect?',
    paragraphs: [
      'We collect very little. You can read papers, materials, articles and placement reviews without an account. When you sign in, we receive the basic profile details your sign-in provider shares with us, such as your name, e-mail address and a user identifier.',
      'Like most websites, our servers and hosting providers automatically record technical details such as your browser type, device, approximate location derived from your IP address, and the pages you visit. We use these only to keep the service running and secure.',
    ],
  },
  {
    title: 'How do we use your information?',
    paragraphs: [
      'We use your information to provide and improve VITHelper: to keep you signed in, to store your in-app coins, to understand which pages are useful, and to protect the service against abuse.',
      'We do not sell your information, and we do not use it for advertising profiles.',
    ],
  },
  {
    title: 'Will your information be shared with anyone?',
    paragraphs: [
      'We share information only with the service providers that run VITHelper for us, such as our hosting, database and sign-in providers, and only as far as they need it to do that work.',
      'We may also disclose information when the law requires it, or when it is necessary to protect the rights and safety of our users.',
    ],
  },
  {
    title: 'Do we use cookies and other tracking technologies?',
    paragraphs: [
      'We use the browser storage our sign-in provider needs to keep you signed in. We do not use advertising cookies.',
      'When we release a new version of a section, your browser keeps a random number from 0 to 99 that decides whether it loads the new version or the current one, and each time a section loads your browser adds one to a count of whether it loaded and how long it took. The count is kept under the account your browser already has with us (a guest account, or yours once you sign in), so that one browser counts once however often it reports; it holds no name, e-mail or address, only the people who run VITHelper can read it, and it is used only to take back a version that fails.',
      'Embedded videos in our articles load from YouTube only after you press play, so no YouTube cookies are set until you choose to watch.',
    ],
  },
  {
    title: 'How do we handle your social logins?',
    paragraphs: [
      'You can sign in with a social login, such as your Google or Apple account. When you do, we receive the profile details that provider makes available to us, usually your name, e-mail address and a unique identifier, and nothing else.',
      "We use these details only to create and recognise your account. The provider's own privacy notice explains what it collects when you use its login; we encourage you to read it.",
    ],
  },
  {
    title: 'What is our stance on third-party websites?',
    paragraphs: [
      'VITHelper links to other websites, such as study resources, practice platforms, app stores and our community chat server. We do not control those sites and are not responsible for their content or their privacy practices.',
      'Please read the privacy notice of any website you visit from a link on ours.',
    ],
  },
  {
    title: 'How long do we keep your information?',
    paragraphs: [
      'We keep your account information for as long as your account exists. When you ask us to delete your account, we remove or anonymise your personal information, unless the law requires us to keep some of it for longer.',
    ],
  },
  {
    title: 'Do we collect information from minors?',
    paragraphs: [
      `VITHelper is meant for college students. By using it, you confirm that you are at least ${PRIVACY_MIN_AGE} years old, or that a parent or guardian has consented to your use of the service.`,
      `If we learn that we have collected personal information from someone under ${PRIVACY_MIN_AGE} without that consent, we will delete it promptly.`,
    ],
  },
  {
    title: 'What are your privacy rights?',
    paragraphs: [
      'Depending on where you live, you may have the right to access the personal information we hold about you, to correct it, to delete it, and to object to or restrict how we use it.',
      `To use any of these rights, write to us. We answer every request within ${PRIVACY_RESPONSE_DAYS} days.`,
    ],
  },
  {
    title: 'Controls for Do-Not-Track features',
    paragraphs: [
      'Some browsers offer a Do-Not-Track setting. There is no agreed standard yet for how websites should respond to it, so we do not currently respond to these signals. If a standard is adopted, we will update this notice.',
    ],
  },
  {
    title: 'Do we make updates to this notice?',
    paragraphs: [
      'Yes. We update this notice when our practices or the law change. The date at the top of this page shows the latest version; if a change is significant, we will tell you on the website.',
    ],
  },
  {
    title: 'How can you contact us about this notice?',
    paragraphs: [
      'If you have questions or comments about this notice, e-mail us and we will be glad to help.',
    ],
    showsContact: true,
  },
  {
    title: 'How can you review, update or delete the data we collect from you?',
    paragraphs: [
      `You can ask to see the personal information we hold about you, to correct it, or to delete it. Send your request by e-mail from the address linked to your account, and we will respond within ${PRIVACY_RESPONSE_DAYS} days.`,
    ],
  },
];

/** The 13 sections of the privacy notice, in order, each with its anchor id. */
export const privacySections: readonly PrivacySection[] = texts.map((text) => ({
  ...text,
  id: sectionId(text.title),
}));
