/**
 * Study materials: a name, the instruction PDF students read first, and where the material lives.
 * A missing `link` means a shared Drive folder; the generator gives it a stable, random-looking id.
 * Some instruction names carry ".pdf" and some do not, as in the stored materials.
 */
export type MaterialSource = {
  name: string;
  instructions: string;
  link?: string;
  /** Lines printed in the instruction PDF. */
  steps: readonly string[];
};

const DRIVE_STEPS = [
  'Open the folder link while signed in to any Google account; no request for access is needed.',
  'Files are grouped by module; start with the module your next CAT covers.',
  'Download what you need instead of editing in place, so the folder stays clean for others.',
] as const;

export const MATERIALS: readonly MaterialSource[] = [
  {
    name: 'Problem Solving and Programming - Lab Manual and Notes',
    instructions: 'CSE1001_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Lab exercises have sample inputs; try them before reading the solutions.',
    ],
  },
  {
    name: 'Data Structures and Algorithms - Complete Notes',
    instructions: 'CSE2003_instructions',
    steps: [...DRIVE_STEPS, 'The "practice" sub-folder has questions sorted from easy to hard.'],
  },
  {
    name: 'Database Management Systems - Slides and SQL Practice',
    instructions: 'CSE2004_instructions.pdf',
    steps: [
      ...DRIVE_STEPS,
      'Run the SQL scripts in any MySQL or PostgreSQL shell; each creates its own sample tables.',
    ],
  },
  {
    name: 'Operating Systems - Lecture Videos',
    instructions: 'OS_video_guide',
    link: 'https://nptel.ac.in/courses/106106144',
    steps: [
      'The playlist follows the syllabus order; modules 1 to 3 cover CAT-1.',
      'Watch at 1.25x and pause at each worked example to try it yourself.',
      'Scheduling and deadlock lectures are the most asked topics in CAT-2.',
    ],
  },
  {
    name: 'Introduction to Algorithms - MIT OpenCourseWare',
    instructions: 'algorithms_ocw_guide.pdf',
    link: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
    steps: [
      'Use the lecture notes alongside our DSA notes; the problem sets are harder than CAT questions.',
      'Recitation videos are shorter and good for revision.',
      'Skip the proofs in the first pass and come back to them before FAT.',
    ],
  },
  {
    name: 'Calculus for Engineers - Solved Problems',
    instructions: 'MAT1011_instructions',
    steps: [...DRIVE_STEPS, 'MATLAB scripts for the lab component are in the "lab" sub-folder.'],
  },
  {
    name: 'Statistics for Engineers - R Lab Programs',
    instructions: 'MAT2001_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Install R and RStudio first; each program lists the packages it needs at the top.',
    ],
  },
  {
    name: 'Differential Equations - Video Course',
    instructions: 'MAT2002_video_guide',
    link: 'https://nptel.ac.in/courses/111106100',
    steps: [
      'Weeks 1 to 4 match the first two modules of the syllabus.',
      'Do the weekly assignments; they are close to CAT-level questions.',
      'Laplace transforms are covered in weeks 6 and 7.',
    ],
  },
  {
    name: 'Engineering Physics - Module Notes',
    instructions: 'PHY1701_instructions.pdf',
    steps: [...DRIVE_STEPS, 'Derivations marked with a star have been asked in more than one FAT.'],
  },
  {
    name: 'Engineering Chemistry - Notes and Lab Readings',
    instructions: 'CHY1701_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Lab observation tables are templates; fill them with your own readings.',
    ],
  },
  {
    name: 'Analog Electronic Circuits - Notes',
    instructions: 'ECE2002_instructions',
    steps: [...DRIVE_STEPS, 'Simulation files open in LTspice, which is free to download.'],
  },
  {
    name: 'Digital Signal Processing - Lecture Series',
    instructions: 'ECE2006_video_guide.pdf',
    link: 'https://nptel.ac.in/courses/117102060',
    steps: [
      'Lectures 1 to 10 cover sampling, the DFT and the FFT.',
      'Keep a notebook of the transform pairs; most numerical questions need them.',
      'Filter design lectures are useful for the FAT and the lab.',
    ],
  },
  {
    name: 'Basic Electrical and Electronics Engineering - Notes',
    instructions: 'EEE1001_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Circuit problems are solved step by step; cover the answer and try first.',
    ],
  },
  {
    name: 'Control Systems - Notes and Worked Problems',
    instructions: 'EEE3001_instructions',
    steps: [...DRIVE_STEPS, 'Root locus and Bode plot sheets are printable on A4 graph paper.'],
  },
  {
    name: 'Engineering Mechanics - Solved Examples',
    instructions: 'MEE1002_instructions.pdf',
    steps: [
      ...DRIVE_STEPS,
      'Free body diagrams are drawn for every example; draw yours before looking.',
    ],
  },
  {
    name: 'Thermodynamics - Video Course',
    instructions: 'MEE1003_video_guide',
    link: 'https://nptel.ac.in/courses/112105123',
    steps: [
      'Keep the steam tables handy; the lectures use them from week 3.',
      'Each week ends with a quiz worth doing before CAT-1.',
      'The second-law lectures are the hardest part; give them extra time.',
    ],
  },
  {
    name: 'Machine Learning - Course Notes',
    instructions: 'CSE4020_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Notebooks run on Google Colab; open them from Drive with "Open with Colab".',
    ],
  },
  {
    name: 'Computer Networks - Notes and Packet Tracer Labs',
    instructions: 'ITE2002_instructions',
    steps: [...DRIVE_STEPS, 'Packet Tracer files need Cisco Packet Tracer 7 or later.'],
  },
  {
    name: 'Web Technologies - Starter Projects',
    instructions: 'ITE1002_instructions.pdf',
    link: 'https://developer.mozilla.org/en-US/docs/Learn',
    steps: [
      'Work through the HTML, CSS and JavaScript modules in order.',
      'Each DA can be built from the starter projects in the Learn area.',
      'Validate your pages with the browser developer tools before submitting.',
    ],
  },
  {
    name: 'Quantitative Aptitude - Practice Sets',
    instructions: 'STS3101_instructions',
    steps: [
      ...DRIVE_STEPS,
      'Time yourself: about one minute per question is the placement-test pace.',
    ],
  },
  {
    name: 'English for Engineers - Reading and Writing Pack',
    instructions: 'ENG1011_instructions',
    steps: [...DRIVE_STEPS, 'Sample e-mails and reports show the format the evaluators expect.'],
  },
  {
    name: 'Placement Preparation - Coding Interview Sheet',
    instructions: 'placement_sheet_guide.pdf',
    steps: [
      ...DRIVE_STEPS,
      'Questions are tagged by topic and company; aim for three a day.',
      'Mark a question done only when you can explain your solution out loud.',
    ],
  },
  {
    name: 'Discrete Mathematics - Video Course',
    instructions: 'MAT1014_video_guide',
    link: 'https://nptel.ac.in/courses/106106094',
    steps: [
      'Logic and proofs come first; they are needed for every later module.',
      'Graph theory lectures match the last two modules of the syllabus.',
      'Solve the weekly problem sheets; answers are released a week later.',
    ],
  },
];
