import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@vithelper/shared/bus-writers';
import { renderAt, sampleConfig } from '@vithelper/shared/testing';
import { PrivacyPage } from './privacy-page';

const titles = [
  'What information do we collect?',
  'How do we use your information?',
  'Will your information be shared with anyone?',
  'Do we use cookies and other tracking technologies?',
  'How do we handle your social logins?',
  'What is our stance on third-party websites?',
  'How long do we keep your information?',
  'Do we collect information from minors?',
  'What are your privacy rights?',
  'Controls for Do-Not-Track features',
  'Do we make updates to this notice?',
  'How can you contact us about this notice?',
  'How can you review, update or delete the data we collect from you?',
];

beforeAll(() => {
  // jsdom has no layout; record which element was asked to scroll.
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});
let scrolled: string[] = [];
beforeEach(() => {
  scrolled = [];
});

describe('PrivacyPage', () => {
  it('has 13 anchored sections with h2 titles, a table of contents and the date', () => {
    const { container } = renderAt(<PrivacyPage />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated December 13, 2020')).toBeInTheDocument();
    const sections = container.querySelectorAll('section[id]');
    expect(sections).toHaveLength(13);
    expect(sections[0]).toHaveAttribute('id', 'what-information-do-we-collect');

    const toc = within(screen.getByRole('navigation', { name: 'Contents' }));
    const links = toc.getAllByRole('link');
    expect(links).toHaveLength(13);
    titles.forEach((title, index) => {
      const section = sections[index]!;
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        title,
      );
      expect(links[index]).toHaveTextContent(title);
      expect(links[index]).toHaveAttribute('href', `#${section.id}`);
    });
  });

  it('states the age rule, the 30-day answer and the social logins', () => {
    renderAt(<PrivacyPage />, '/privacy-policy');
    expect(
      screen.getByText(/at least 18 years old, or that a parent or guardian has consented/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/within 30 days/).length).toBeGreaterThan(0);
    const social = document.getElementById('how-do-we-handle-your-social-logins')!;
    expect(social).toHaveTextContent(/Google/);
    expect(social).toHaveTextContent(/Apple/);
  });

  it('says what the safe-release counts and the device number are, and whose account they are kept under', () => {
    renderAt(<PrivacyPage />, '/privacy-policy');
    const tracking = document.getElementById('do-we-use-cookies-and-other-tracking-technologies')!;
    expect(tracking).toHaveTextContent(/a random number from 0 to 99/);
    expect(tracking).toHaveTextContent(/a count of whether it loaded and how long it took/);
    expect(tracking).toHaveTextContent(/kept under the account your browser already has with us/);
    expect(tracking).toHaveTextContent(/holds no name, e-mail or address/);
  });

  it('scrolls to the section named in the URL on first render', () => {
    renderAt(<PrivacyPage />, '/privacy-policy#what-are-your-privacy-rights');
    expect(scrolled).toContain('what-are-your-privacy-rights');
  });

  it('a table of contents click scrolls its section into view and focuses its heading', async () => {
    renderAt(<PrivacyPage />, '/privacy-policy');
    await userEvent.click(screen.getByRole('link', { name: 'Controls for Do-Not-Track features' }));
    expect(scrolled).toContain('controls-for-do-not-track-features');
    expect(
      screen.getByRole('heading', { level: 2, name: /Controls for Do-Not-Track features/ }),
    ).toHaveFocus();
  });

  it('shows the contact e-mail from the runtime config', () => {
    setConfig(sampleConfig);
    renderAt(<PrivacyPage />, '/privacy-policy');
    const contact = document.getElementById('how-can-you-contact-us-about-this-notice')!;
    expect(within(contact).getByRole('link')).toHaveAttribute(
      'href',
      `mailto:${sampleConfig.links.email}`,
    );
  });
});
