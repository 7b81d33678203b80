import { useConfig } from '@vithelper/shared';
import { PageFrame } from '@vithelper/ui/page-frame';
import { PRIVACY_LAST_UPDATED } from '../data/privacy-terms';
import { privacySections } from '../data/privacy-sections';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { TableOfContents } from './table-of-contents';
import styles from './privacy-page.module.css';

/** The privacy notice: 13 anchored sections and a table of contents. */
export function PrivacyPage() {
  useHashScroll();
  const email = useConfig()?.links.email;

  return (
    <PageFrame
      heading="Privacy Policy"
      meta={`Last updated ${PRIVACY_LAST_UPDATED}`}
      intro="This privacy notice explains what information VITHelper collects when you use the website or the app, why we collect it, and the choices you have. If anything here is unclear, please get in touch."
    >
      <div className={styles.layout}>
        <TableOfContents sections={privacySections} />
        <div className={styles.sections}>
          {privacySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              {/* tabIndex -1: the table of contents moves focus here after scrolling. */}
              <h2 id={`${section.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.showsContact && email && (
                <p>
                  E-mail: <a href={`mailto:${email}`}>{email}</a>
                </p>
              )}
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
