/**
 * Distinct, realistic records for the bench's scaled content (bench/lib/seeds.ts): course names and
 * codes, slots, years, study materials, FAQs and placement stories drawn from plausible
 * distributions, deterministic from a seed string. Copies of the sample under new ids compress
 * far better than a real catalogue of distinct courses would, so the byte figures at scale
 * flattered the site; these do not repeat.
 */
import type { ExamKind } from '@vithelper/contracts/papers';
import { COURSES } from '../../scripts/content/data/courses';
import { FAQS } from '../../scripts/content/data/faqs';
import { MATERIALS } from '../../scripts/content/data/materials';
import { PLACEMENTS_A } from '../../scripts/content/data/placements-a';
import { PLACEMENTS_B } from '../../scripts/content/data/placements-b';
import { SLOTS, NO_SLOT_SHARE } from '../../scripts/content/data/slots';
import { createPrng, type Prng } from '../../scripts/content/prng';

type Course = { code: string; name: string };
export type PaperRecord = { name: [string, string, string] | [string, string]; file_name: string };

/** Department prefixes of course codes, with the subjects their course names are drawn from. */
const DEPARTMENTS: Record<string, readonly string[]> = {
  CSE: [
    'Algorithms',
    'Compilers',
    'Computer Networks',
    'Machine Learning',
    'Cloud Computing',
    'Cryptography',
    'Data Mining',
    'Distributed Systems',
    'Software Testing',
    'Computer Vision',
    'Natural Language Processing',
    'Information Retrieval',
    'Blockchain Technologies',
    'Human Computer Interaction',
    'Deep Learning',
    'Big Data Analytics',
  ],
  ITE: [
    'Web Technologies',
    'Mobile Application Development',
    'Information Systems',
    'E-Commerce',
    'Network Security',
    'Database Administration',
    'Enterprise Resource Planning',
    'Multimedia Systems',
    'Storage Technologies',
    'Service Oriented Architecture',
  ],
  ECE: [
    'Signals and Systems',
    'Analog Circuits',
    'Digital Communication',
    'VLSI Design',
    'Embedded Systems',
    'Antennas and Wave Propagation',
    'Microwave Engineering',
    'Optical Communication',
    'Digital Signal Processing',
    'Wireless Networks',
    'Control Engineering',
    'Electronic Devices',
  ],
  EEE: [
    'Electrical Machines',
    'Power Systems',
    'Power Electronics',
    'Electric Drives',
    'Renewable Energy Systems',
    'High Voltage Engineering',
    'Smart Grid',
    'Electrical Measurements',
    'Switchgear and Protection',
    'Energy Auditing',
  ],
  MEE: [
    'Engineering Mechanics',
    'Thermodynamics',
    'Fluid Mechanics',
    'Heat Transfer',
    'Machine Design',
    'Manufacturing Processes',
    'Kinematics of Machinery',
    'Automobile Engineering',
    'Finite Element Analysis',
    'Robotics',
    'Refrigeration and Air Conditioning',
    'Metrology',
  ],
  CLE: [
    'Structural Analysis',
    'Surveying',
    'Concrete Technology',
    'Geotechnical Engineering',
    'Transportation Engineering',
    'Hydrology',
    'Environmental Engineering',
    'Steel Structures',
    'Construction Management',
    'Water Resources Engineering',
  ],
  MAT: [
    'Calculus',
    'Linear Algebra',
    'Probability and Statistics',
    'Discrete Mathematics',
    'Numerical Methods',
    'Complex Variables',
    'Differential Equations',
    'Optimization Techniques',
    'Graph Theory',
    'Applied Mathematics',
  ],
  PHY: [
    'Engineering Physics',
    'Quantum Mechanics',
    'Optics',
    'Materials Science',
    'Solid State Physics',
    'Electromagnetic Theory',
    'Nanotechnology',
    'Laser Physics',
  ],
  CHY: [
    'Engineering Chemistry',
    'Environmental Chemistry',
    'Polymer Chemistry',
    'Electrochemistry',
    'Analytical Chemistry',
    'Corrosion Science',
  ],
  BIT: [
    'Cell Biology',
    'Genetic Engineering',
    'Bioprocess Engineering',
    'Immunology',
    'Bioinformatics',
    'Microbiology',
    'Biochemistry',
    'Molecular Biology',
  ],
  HUM: [
    'Ethics and Values',
    'Economics',
    'Psychology',
    'Sociology',
    'Indian Constitution',
    'Film Studies',
    'Philosophy of Science',
  ],
  MGT: [
    'Principles of Management',
    'Marketing Management',
    'Financial Accounting',
    'Organizational Behaviour',
    'Operations Management',
    'Entrepreneurship',
    'Project Management',
    'Human Resource Management',
  ],
  ENG: [
    'Technical English',
    'Effective Communication',
    'Professional Writing',
    'English for Engineers',
  ],
  STS: ['Soft Skills', 'Quantitative Aptitude', 'Reasoning Skills', 'Verbal Ability'],
};
const QUALIFIERS = [
  '',
  '',
  '',
  'Introduction to ',
  'Advanced ',
  'Applied ',
  'Fundamentals of ',
  'Principles of ',
  'Topics in ',
];
const SUFFIXES = [
  '',
  '',
  '',
  '',
  ' Lab',
  ' and Applications',
  ' for Engineers',
  ' Theory',
  ' Practice',
  ' II',
  ' I',
];

/** A catalogue of distinct courses: the sample's own, then generated ones in every department. */
function courseCatalogue(count: number, rng: Prng = createPrng('courses')): Course[] {
  const out: Course[] = COURSES.slice(0, count).map((course) => ({ ...course }));
  const codes = new Set(out.map((course) => course.code));
  const names = new Set(out.map((course) => course.name));
  const departments = Object.keys(DEPARTMENTS);
  let attempts = 0;
  while (out.length < count && attempts < count * 50) {
    attempts += 1;
    const department = rng.pick(departments);
    const year = rng.int(1, 4);
    const code = `${department}${year}${String(rng.int(0, 99)).padStart(3, '0')}${rng.next() < 0.06 ? rng.pick(['L', 'P', 'J']) : ''}`;
    const name = `${rng.pick(QUALIFIERS)}${rng.pick(DEPARTMENTS[department]!)}${rng.pick(SUFFIXES)}`;
    const unique = names.has(name) ? `${name} (${code.slice(0, 3)} ${year})` : name;
    if (codes.has(code) || names.has(unique)) continue;
    codes.add(code);
    names.add(unique);
    out.push({ code, name: unique });
  }
  return out;
}

/** Exam years of a growing archive: recent years hold more papers than old ones. */
const YEARS = [
  2014, 2015, 2016, 2017, 2017, 2018, 2018, 2019, 2019, 2020, 2020, 2021, 2021, 2021, 2022, 2022,
  2022, 2023, 2023, 2023, 2024, 2024, 2024, 2024, 2025, 2025, 2025, 2025,
];
const KIND_TAG: Record<string, string> = { cat1: 'CAT1', cat2: 'CAT2', fat: 'FAT' };

/** Push-id-looking keys that sort after the sample's ("-N1…"), in creation order. */
const key = (tag: string, index: number) => `-N9${tag}-${String(index).padStart(6, '0')}`;

/**
 * `count` distinct papers of one exam (no two with the same course, slot and year), over a
 * catalogue that grows with the archive: popular courses have many papers, most have few.
 */
export function generatePapers(
  kind: ExamKind,
  count: number,
  { avoid = new Set<string>() }: { avoid?: Set<string> } = {},
): Record<string, PaperRecord> {
  const rng = createPrng(`bench-papers:${kind}:${count}`);
  // About one course per eight papers, at least the sample's own.
  const courses = courseCatalogue(Math.max(COURSES.length, Math.ceil(count / 8)));
  const used = new Set(avoid);
  const out: Record<string, PaperRecord> = {};
  let made = 0;
  let attempts = 0;
  while (made < count && attempts < count * 40) {
    attempts += 1;
    // A skewed pick: the square of a uniform number favours the catalogue's first (core) courses.
    const course = courses[Math.floor(rng.next() ** 2 * courses.length)]!;
    const year = rng.pick(YEARS);
    const slot = rng.next() < NO_SLOT_SHARE ? undefined : rng.pick(SLOTS);
    const fileName = [course.code, KIND_TAG[kind], slot?.replace(/\+/g, ''), String(year)]
      .filter(Boolean)
      .join('_');
    if (used.has(fileName)) continue;
    used.add(fileName);
    out[key(kind, made)] = {
      name: slot ? [course.name, course.code, slot] : [course.name, course.code],
      file_name: fileName,
    };
    made += 1;
  }
  if (made < count)
    throw new Error(`Could only generate ${made} of ${count} distinct ${kind} papers`);
  return out;
}

const MATERIAL_KINDS = [
  'Lab Manual and Notes',
  'Question Bank',
  'Formula Sheet',
  'Module Notes',
  'Solved Problems',
  'Previous Year Solutions',
  'Lecture Slides',
  'Revision Notes',
  'Assignment Solutions',
  'Reference Book Summary',
];
const DRIVE_ID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function generateMaterials(count: number): Record<string, unknown> {
  const rng = createPrng(`bench-materials:${count}`);
  const courses = courseCatalogue(Math.max(COURSES.length, Math.ceil(count / 3)));
  const out: Record<string, unknown> = {};
  const names = new Set(MATERIALS.map((material) => material.name));
  let made = 0;
  while (made < count) {
    const course = rng.pick(courses);
    const name = `${course.name} - ${rng.pick(MATERIAL_KINDS)}${rng.next() < 0.3 ? ` (${rng.pick(YEARS)})` : ''}`;
    if (names.has(name)) continue;
    names.add(name);
    let id = '1';
    for (let i = 0; i < 32; i += 1) id += DRIVE_ID[rng.int(0, DRIVE_ID.length - 1)];
    out[key('mat', made)] = {
      name,
      comments: [
        `${course.code}_instructions${rng.next() < 0.4 ? '.pdf' : ''}`,
        `https://drive.google.com/drive/folders/${id}`,
      ],
    };
    made += 1;
  }
  return out;
}

const FAQ_TEMPLATES: [string, string][] = [
  [
    'Are there papers for {name} ({code})?',
    'Search for "{code}" or "{short}" on the CAT-1, CAT-2 and FAT pages. {name} has papers from {year} onwards; a slot that is missing was not written on the paper we received.',
  ],
  [
    'Which modules does the {exam} of {code} usually cover?',
    'For {name}, the {exam} has covered the first {n} modules in most years since {year}. Check the course plan of your slot, since a faculty can move a module.',
  ],
  [
    'Is {name} hard to pass?',
    'Most students who practised the previous papers of {code} found the {exam} manageable. Start with the {year} paper, then the newer ones, and time yourself.',
  ],
  [
    'Where are the lab manuals for {code}?',
    'The Study Materials page lists what seniors shared for {name}. Open the instruction file first: it says which folder holds the lab manual of {year}.',
  ],
  [
    'Can I upload my {exam} paper of {code}?',
    'Yes. Sign in, open Contribute and upload the PDF of your {name} {exam} paper; a moderator checks it before it is listed with your name.',
  ],
];

export function generateFaqs(count: number): Record<string, unknown> {
  const rng = createPrng(`bench-faqs:${count}`);
  const courses = courseCatalogue(Math.max(COURSES.length, Math.ceil(count / 2)));
  const out: Record<string, unknown> = {};
  const questions = new Set(FAQS.map((faq) => faq.question));
  let made = 0;
  let attempts = 0;
  while (made < count && attempts < count * 40) {
    attempts += 1;
    const course = rng.pick(courses);
    const [question, answer] = rng.pick(FAQ_TEMPLATES);
    const words: Record<string, string> = {
      name: course.name,
      code: course.code,
      short: course.name.split(' ').slice(-1)[0]!.toLowerCase(),
      exam: rng.pick(['CAT-1', 'CAT-2', 'FAT']),
      year: String(rng.pick(YEARS)),
      n: String(rng.int(2, 5)),
    };
    const fill = (text: string) =>
      text.replace(/\{(\w+)\}/g, (_, word: string) => words[word] ?? '');
    const q = fill(question);
    if (questions.has(q)) continue;
    questions.add(q);
    out[key('faq', made)] = { question: q, answer: fill(answer) };
    made += 1;
  }
  return out;
}

const FIRST_NAMES = [
  'Aditi',
  'Rahul',
  'Sneha',
  'Karthik',
  'Priya',
  'Arjun',
  'Divya',
  'Vikram',
  'Ananya',
  'Rohan',
  'Meera',
  'Siddharth',
  'Kavya',
  'Nikhil',
  'Pooja',
  'Aravind',
  'Ishita',
  'Harsha',
  'Lakshmi',
  'Manish',
  'Nandini',
  'Pranav',
  'Ritika',
  'Sanjay',
  'Tanvi',
  'Varun',
  'Yamini',
  'Zaid',
  'Bhavana',
  'Gautam',
];
const LAST_NAMES = [
  'Raghavan',
  'Sharma',
  'Iyer',
  'Reddy',
  'Nair',
  'Menon',
  'Gupta',
  'Krishnan',
  'Patel',
  'Subramanian',
  'Rao',
  'Das',
  'Joshi',
  'Verma',
  'Pillai',
  'Kulkarni',
  'Bose',
  'Chatterjee',
  'Mehta',
  'Srinivasan',
];
const COMPANIES = [
  'Microsoft',
  'Amazon',
  'Google',
  'Adobe',
  'Oracle',
  'Cisco',
  'Intel',
  'Qualcomm',
  'Texas Instruments',
  'Samsung R&D',
  'Goldman Sachs',
  'JP Morgan Chase',
  'Morgan Stanley',
  'Deloitte',
  'Accenture',
  'Infosys',
  'TCS Digital',
  'Wipro',
  'Zoho',
  'Freshworks',
  'PayPal',
  'Walmart Global Tech',
  'Flipkart',
  'Swiggy',
  'VMware',
  'Juniper Networks',
  'Nutanix',
  'Bosch',
  'Caterpillar',
  'L&T Technology Services',
];
const BRANCHES = [
  'CSE',
  'IT',
  'ECE',
  'EEE',
  'Mechanical',
  'Civil',
  'Biotechnology',
  'CSE (Data Science)',
  'ECE (VLSI)',
];
const MONTHS = [
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'January',
  'February',
];
/** Sentences of the sample's stories, each with its company name swapped for a placeholder. */
const SENTENCES = (() => {
  const all = {
    description: [] as string[],
    round: [] as string[],
    preparation: [] as string[],
    advice: [] as string[],
  };
  for (const story of [...PLACEMENTS_A, ...PLACEMENTS_B]) {
    const split = (text: string) =>
      text
        .split(/(?<=\.)\s+/)
        .map((sentence) => sentence.split(story.companyName).join('{company}'));
    all.description.push(...split(story.description));
    for (const round of story.rounds) all.round.push(...split(round));
    all.preparation.push(...split(story.preparation));
    all.advice.push(...split(story.advice));
  }
  return all;
})();

/** Placement stories: sentences of the sample's stories recombined, with new people, companies, numbers and dates. */
export function generatePlacements(count: number): Record<string, unknown> {
  const rng = createPrng(`bench-placements:${count}`);
  const out: Record<string, unknown> = {};
  for (let made = 0; made < count; made += 1) {
    const company = rng.pick(COMPANIES);
    const paragraph = (pool: readonly string[], min: number, max: number) =>
      rng
        .sample(pool, rng.int(min, max))
        .join(' ')
        .replace(/\{company\}/g, company)
        // Different head counts and figures in every story.
        .replace(/\b\d{2,4}\b/g, (figure) =>
          String(Math.max(2, Math.round(Number(figure) * (0.5 + rng.next())))),
        );
    const rounds = Array.from({ length: rng.int(3, 6) }, () => paragraph(SENTENCES.round, 2, 4));
    out[key('plc', made)] = {
      name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      companyName: company,
      description: paragraph(SENTENCES.description, 3, 5),
      noOfRounds: rounds.length,
      individualDescription: rounds,
      preparation: paragraph(SENTENCES.preparation, 2, 4),
      date: `${rng.pick(MONTHS)} ${rng.int(2019, 2025)}`,
      advice: paragraph(SENTENCES.advice, 1, 3),
      cgpa: (7.1 + rng.next() * 2.7).toFixed(2),
      branch: rng.pick(BRANCHES),
    };
  }
  return out;
}
