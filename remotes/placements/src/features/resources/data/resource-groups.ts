export type Resource = {
  title: string;
  url: string;
  description: string;
  /** A page of this site (opened in place) rather than another site. */
  internal?: boolean;
};

export type ResourceGroup = {
  id: string;
  title: string;
  resources: Resource[];
};

const youtubePlaylists = (query: string): string =>
  // sp=EgIQAw%3D%3D narrows YouTube's results to playlists.
  `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}&sp=EgIQAw%253D%253D`;

export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    id: 'competitive-programming',
    title: 'Competitive programming',
    resources: [
      {
        title: 'Codeforces',
        url: 'https://codeforces.com/',
        description:
          'Frequent timed contests, with an editorial explaining every problem afterwards.',
      },
      {
        title: 'CodeChef',
        url: 'https://www.codechef.com/',
        description: 'Monthly long challenges and weekly starters, graded by difficulty.',
      },
      {
        title: 'LeetCode',
        url: 'https://leetcode.com/problemset/',
        description: 'The interview-style problem set most companies borrow from; filter by topic.',
      },
      {
        title: 'HackerRank',
        url: 'https://www.hackerrank.com/domains/algorithms',
        description: 'Many online coding tests run on this platform, so practise on its editor.',
      },
      {
        title: 'Introduction to Algorithms (CLRS)',
        url: 'https://mitpress.mit.edu/9780262046305/introduction-to-algorithms/',
        description:
          'The classic textbook by Cormen, Leiserson, Rivest and Stein, for depth and proofs.',
      },
    ],
  },
  {
    id: 'algorithms',
    title: 'Algorithms and data structures',
    resources: [
      {
        title: 'GeeksforGeeks DSA',
        url: 'https://www.geeksforgeeks.org/data-structures/',
        description: 'Short articles with code for every common data structure and algorithm.',
      },
      {
        title: 'cp-algorithms.com',
        url: 'https://cp-algorithms.com/',
        description:
          'Careful write-ups of the algorithms behind contest problems, from graphs to number theory.',
      },
      {
        title: 'VisuAlgo',
        url: 'https://visualgo.net/en',
        description: 'Step-through animations of sorting, trees, heaps and graph algorithms.',
      },
    ],
  },
  {
    id: 'placement-tips',
    title: 'Placement tips',
    resources: [
      {
        title: 'Guide for placement preparation',
        url: '/placement-guide',
        internal: true,
        description:
          'Our own article on where to begin: competitive programming, then data structures and algorithms.',
      },
      {
        title: 'Tech Interview Handbook',
        url: 'https://www.techinterviewhandbook.org/',
        description: 'A free guide to coding interviews, resumes and behavioural questions.',
      },
      {
        title: 'InterviewBit',
        url: 'https://www.interviewbit.com/',
        description:
          'Structured interview practice, topic by topic, with company-tagged questions.',
      },
    ],
  },
  {
    id: 'aptitude',
    title: 'Aptitude',
    resources: [
      {
        title: 'IndiaBix',
        url: 'https://www.indiabix.com/',
        description: 'Quantitative, logical and verbal aptitude questions with worked answers.',
      },
      {
        title: 'PrepInsta',
        url: 'https://prepinsta.com/',
        description: 'Company-wise aptitude patterns and previous test questions.',
      },
    ],
  },
  {
    id: 'operating-systems',
    title: 'Operating systems',
    resources: [
      {
        title: 'NPTEL: Introduction to Operating Systems',
        url: 'https://nptel.ac.in/courses/106106144',
        description:
          'A full video course from IIT Madras: processes, scheduling, memory and file systems.',
      },
      {
        title: 'Operating systems playlists on YouTube',
        url: youtubePlaylists('operating systems full course'),
        description: 'Lecture playlists for quick revision of scheduling, deadlocks and paging.',
      },
    ],
  },
  {
    id: 'database-management',
    title: 'Database management',
    resources: [
      {
        title: 'NPTEL: Database Management System',
        url: 'https://nptel.ac.in/courses/106105175',
        description:
          'A full video course from IIT Kharagpur: the relational model, SQL, normalization and transactions.',
      },
      {
        title: 'DBMS playlists on YouTube',
        url: youtubePlaylists('DBMS full course'),
        description: 'Lecture playlists covering keys, joins, normal forms and ACID properties.',
      },
    ],
  },
];
