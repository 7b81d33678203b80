type Topic = {
  /** Stable id stored in localStorage; never rename one, or students lose that tick. */
  id: string;
  label: string;
};

export type TopicGroup = {
  id: string;
  title: string;
  note?: string;
  topics: Topic[];
};

const group = (id: string, title: string, labels: string[], note?: string): TopicGroup => ({
  id,
  title,
  note,
  topics: labels.map((label) => ({
    id: `${id}:${label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
    label,
  })),
});

export const TOPIC_GROUPS: readonly TopicGroup[] = [
  group('database', 'Database', [
    'Keys',
    'Normalization',
    'ACID properties',
    'Joins',
    'SQL queries',
  ]),
  group('os', 'Operating systems', [
    'CPU scheduling: FCFS',
    'CPU scheduling: SJF',
    'CPU scheduling: round robin',
    'Deadlocks',
    'Mutual exclusion',
    'Race conditions',
    'Semaphores',
    'Memory management',
    'Paging',
    'Disk scheduling',
  ]),
  group('sorting', 'Sorting', [
    'Bubble sort',
    'Selection sort',
    'Insertion sort',
    'Merge sort',
    'Quick sort',
    'Heap sort',
  ]),
  group('searching', 'Searching', ['Linear search', 'Binary search']),
  group('data-structures', 'Data structures', [
    'Arrays',
    'Linked lists',
    'Stacks',
    'Queues',
    'Hash tables',
    'Trees',
    'Binary search trees',
    'Heaps',
    'Graphs',
    'Tries',
  ]),
  group(
    'dp',
    'Dynamic programming',
    ['Memoization vs tabulation', '0/1 knapsack', 'Longest common subsequence', 'Coin change'],
    'Dynamic programming turns up in nearly every online coding test, often as the hardest question. Learn to spot overlapping subproblems and practise a few classics until the recurrences feel natural.',
  ),
];

export const ALL_TOPIC_IDS: readonly string[] = TOPIC_GROUPS.flatMap((g) =>
  g.topics.map((t) => t.id),
);
