import { Link } from 'react-router-dom';
import {
  EXAM_KINDS,
  EXAM_LABELS,
  examsInWords,
  PAPER_LIST_ROUTES,
} from '@vithelper/contracts/papers/paths';
import { PageFrame } from '@vithelper/ui/page-frame';
import { PaperLists } from '@vithelper/ui/paper-lists';
import button from '../../../common/components/button.module.css';
import { useShownAccount } from '../../../common/hooks/use-shown-account';
import { LazyDueToday } from '../../practice-due';
import styles from './about-page.module.css';

const features = [
  {
    title: 'Question papers',
    text: `Previous ${examsInWords('and')} papers, searchable by course name or code, one tap to open the PDF.`,
    links: EXAM_KINDS.map((kind) => ({
      to: PAPER_LIST_ROUTES[kind],
      label: `${EXAM_LABELS[kind]} Papers`,
    })),
  },
  {
    title: 'Blogs',
    text: 'Guides written by seniors: vacating the hostel, room counselling, placement preparation and more.',
    links: [{ to: '/blogs', label: 'Read the blogs' }],
  },
  {
    title: 'Placements',
    text: 'Interview experiences from students who cleared them, important topics, advice and resources.',
    links: [{ to: '/placements', label: 'Placements' }],
  },
  {
    title: 'Study materials',
    text: 'Notes and course material collected per subject, each with instructions on how to use it.',
    links: [{ to: '/materials', label: 'Study Materials' }],
  },
];

export function AboutPage() {
  const account = useShownAccount();
  return (
    <PageFrame
      heading="Everything you need before the exam, in one place"
      title="About"
      intro="VITHelper collects previous question papers, study materials and placement experiences so you can spend your time preparing instead of searching."
      className="vh-about"
    >
      <LazyDueToday uid={account && !account.anonymous ? account.uid : null} place="page" />
      <PaperLists />
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
            <p className={styles.links}>
              {feature.links.map((link) => (
                <Link key={link.to} to={link.to} className={`${button.button} ${button.small}`}>
                  {link.label}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <aside className={styles.disclaimer} aria-label="Disclaimer">
        <h2>Disclaimer</h2>
        <p>
          VITHelper does not support malpractice in any form. Papers are shared for practice only.
          Anyone who uses offensive language or acts offensively on the platform or its community
          will be blocked.
        </p>
      </aside>
    </PageFrame>
  );
}
