import type { Block } from '../types';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: 'Campus placements start earlier than most students expect. The first companies usually arrive at the beginning of the final year, and their online tests look for skills that take months, not weeks, to build. The good news is that the preparation is predictable. Almost every technical hiring process checks the same three things: can you solve problems under time pressure, do you know your data structures and algorithms, and can you explain your thinking. This guide shows how to prepare for each.',
  },
  { kind: 'heading', level: 2, text: 'Start with competitive programming' },
  {
    kind: 'paragraph',
    text: 'Most companies open with an online coding test of two to four problems in 60 to 90 minutes. Competitive programming is the most direct practice for exactly that format. It trains you to read a problem quickly, spot the underlying idea, and write correct code without a debugger holding your hand.',
  },
  {
    kind: 'list',
    items: [
      'Pick one language and stay with it. C++ and Java are the usual choices; Python is fine too, as long as you know its performance limits.',
      "Learn your language's standard library well: sorting, maps, sets, priority queues and string functions save precious minutes in a test.",
      'Take part in timed contests every week. Solving problems with a clock running is a different skill from solving them at leisure.',
      'After every contest, read the editorial for the problems you could not solve and write the solution yourself the next day.',
      'Track your weak topics in a simple list and go back to them on purpose.',
    ],
  },
  {
    kind: 'note',
    title: 'Consistency beats intensity',
    text: 'Two problems a day for six months will take you much further than a frantic month of ten problems a day just before the tests begin.',
  },
  { kind: 'heading', level: 2, text: 'Data structures and algorithms' },
  {
    kind: 'paragraph',
    text: 'Interviews go deeper than online tests. The interviewer wants to see that you understand why a solution works and how fast it runs. Cover the topics below in roughly this order, because each one builds on the previous.',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Arrays and strings: two pointers, sliding windows, prefix sums.',
      'Sorting and searching: know merge sort and quick sort well, and binary search on answers, not only on arrays.',
      'Linked lists, stacks and queues, including the classic problems such as reversing a list or checking balanced brackets.',
      'Hashing: when a hash map turns a slow solution into a fast one.',
      'Trees and binary search trees: traversals, height, lowest common ancestor.',
      'Heaps and priority queues: top-k problems and merging sorted lists.',
      'Graphs: breadth-first and depth-first search, shortest paths, topological sort, union-find.',
      'Recursion, backtracking and, above all, dynamic programming, which appears in a surprising number of tests.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'For every topic, be able to state the time and space complexity of your solution without being asked. Interviewers almost always follow up with "can you do better?", and knowing where the cost comes from is how you answer.',
  },
  { kind: 'heading', level: 2, text: 'Do not skip the core subjects' },
  {
    kind: 'paragraph',
    text: 'Technical interviews often include questions on operating systems, database management systems and computer networks. Revise the essentials: processes and threads, scheduling, deadlocks and paging; normalization, keys, joins and transactions; and the layers of the network stack. Object-oriented programming concepts come up in almost every interview, so be ready to explain inheritance, polymorphism and encapsulation with your own examples.',
  },
  { kind: 'heading', level: 2, text: 'Aptitude, resume and projects' },
  {
    kind: 'list',
    items: [
      'Aptitude: many tests include a short quantitative and logical reasoning section. A few weeks of practice with a timer is usually enough.',
      'Resume: one page, with your strongest project first. Every line should be something you can talk about for five minutes.',
      'Projects: one or two projects you built yourself and understand deeply are worth more than a long list of tutorials you followed.',
      'Mock interviews: practise explaining your solutions aloud with a friend. Thinking out loud is a skill, and it improves quickly with practice.',
    ],
  },
  { kind: 'heading', level: 2, text: 'Summary' },
  {
    kind: 'list',
    items: [
      'Begin at least six months before the placement season.',
      'Use competitive programming to get fast and accurate under time pressure.',
      'Study data structures and algorithms topic by topic, always with complexity in mind.',
      'Revise operating systems, databases, networks and object-oriented programming.',
      'Prepare a clear resume and practise speaking about your projects.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Placements can feel like a lottery from the outside, but they reward steady preparation far more than luck. Start early, practise a little every day, and walk into your tests knowing that you have done the work.',
  },
];
