import type { ArticleMeta } from '../types';
import hostelImage from '../images/hostel-vacating-procedure.svg';
import counsellingImage from '../images/room-counselling.svg';
import npmImage from '../images/npm-package.svg';
import guideImage from '../images/placement-guide.svg';
import experienceImage from '../images/placement-experience.svg';
import campusImage from '../images/onlinevsoffline.svg';

/** The six articles, newest first (the order of the blog list). Bodies live in data/<slug>.ts. */
export const articles: readonly ArticleMeta[] = [
  {
    slug: 'onlinevsoffline',
    path: '/onlinevsoffline',
    title: 'Online vs Offline College Life',
    teaser:
      'Campus life, fests, clubs, the hostel and the mess: what a screen can and cannot replace.',
    author: 'Sneha Iyer',
    published: '2021-08-14',
    image: campusImage,
    imageAlt:
      'A laptop showing a video call on one side and a college building on the other, with "vs" between them',
  },
  {
    slug: 'hostel-vacating-procedure',
    path: '/hostel-vacating-procedure',
    title: 'Hostel Vacating Procedure',
    teaser:
      'The bonafide certificate, the nine steps to vacate your room and leaving the capstone list.',
    author: 'Arjun Nair',
    published: '2021-05-08',
    image: hostelImage,
    imageAlt: 'A hostel block next to a packed suitcase and a ticked checklist',
  },
  {
    slug: 'room-counselling',
    path: '/room-counselling',
    title: 'Hostel Room Counselling, Explained',
    teaser:
      "How room selection works in the men's and ladies' hostels, and how your normalized grade is calculated.",
    author: 'Priya Raman',
    published: '2021-03-20',
    image: counsellingImage,
    imageAlt: 'A hostel room door numbered A-214, a bed and a counselling token numbered 27',
  },
  {
    slug: 'placement-experience',
    path: '/placement-experience',
    title: 'My Placement Experience in Eight Points',
    teaser:
      "Online tests, interviews, rejections and an offer: one final-year student's season, honestly told.",
    author: 'Karthik Subramanian',
    published: '2021-02-06',
    image: experienceImage,
    imageAlt: 'A numbered list from one to eight beside a briefcase and a tick mark',
  },
  {
    slug: 'placement-guide',
    path: '/placement-guide',
    title: 'A Guide to Placement Preparation',
    teaser:
      'Competitive programming, data structures and algorithms, and the core subjects, in the order to learn them.',
    author: 'Rahul Verma',
    published: '2021-01-16',
    image: guideImage,
    imageAlt: 'Four rising steps labelled CP, DSA, Core and Offer, with a flag on the top step',
  },
  {
    slug: 'npm-package',
    path: '/npm-package',
    title: 'How to Get Started Making npm Packages',
    teaser:
      'From npm init to npm publish: package.json, exports, tests and version numbers for your first package.',
    author: 'Aditya Rao',
    published: '2020-12-20',
    image: npmImage,
    imageAlt: 'An open cardboard package between code brackets, above the command npm publish',
  },
];

export function findArticle(slug: string): ArticleMeta {
  const article = articles.find((entry) => entry.slug === slug);
  // The slugs are fixed at build time, so a miss is a programming error, not a user error.
  if (!article) throw new Error(`Unknown article: ${slug}`);
  return article;
}
