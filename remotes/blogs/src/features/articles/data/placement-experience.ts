import type { Block } from '../types';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: 'When I started my final year, I had read dozens of interview experiences online, and most of them left me more anxious than prepared. So instead of another round-by-round transcript, here is my placement season told in eight points: what happened, what I did, and what I would tell my younger self.',
  },
  { kind: 'heading', level: 2, text: 'My placement season in eight points' },
  { kind: 'heading', level: 3, text: '1. I started late, and it showed' },
  {
    kind: 'paragraph',
    text: 'I began practising coding problems seriously only in the summer before my final year. The first two online tests I took that season went badly: I could see the idea, but my implementation was slow and full of small bugs. If you are reading this in your second or third year, start now.',
  },
  { kind: 'heading', level: 3, text: '2. Eligibility cuts out many options' },
  {
    kind: 'paragraph',
    text: 'Several companies set a minimum CGPA, and some did not allow students with a history of arrears. Check the eligibility criteria carefully and keep your grades steady; the cut-off you miss by 0.1 is the one you will remember.',
  },
  { kind: 'heading', level: 3, text: '3. The online test was about speed' },
  {
    kind: 'paragraph',
    text: 'The company that finally hired me opened with a 90-minute test of three problems: one on arrays, one on strings and one on dynamic programming. I solved the first two fully and passed most test cases of the third. Regular timed practice is what made the difference.',
  },
  { kind: 'heading', level: 3, text: '4. The first technical interview tested fundamentals' },
  {
    kind: 'paragraph',
    text: 'My interviewer asked me to find the first non-repeating character in a stream, then to improve my solution, then to explain how a hash map works inside. She cared more about how I reasoned than about the final code.',
  },
  { kind: 'heading', level: 3, text: '5. The second interview was about my projects' },
  {
    kind: 'paragraph',
    text: 'The second round began with my resume. I was asked why I chose a particular database for my project, what I would change if the project had a million users, and what the hardest bug I had fixed was. Because I had built the project myself, these questions were the easiest part of the day.',
  },
  { kind: 'heading', level: 3, text: '6. Core subjects came up without warning' },
  {
    kind: 'paragraph',
    text: 'In the middle of a coding discussion, the interviewer switched to operating systems and asked about deadlocks and the difference between a process and a thread. A quick revision of the core subjects the week before saved me.',
  },
  { kind: 'heading', level: 3, text: '7. The HR round was a real conversation' },
  {
    kind: 'paragraph',
    text: 'The final round covered why I wanted to join, how I handled a disagreement in a team, and whether I was comfortable relocating. Honest, specific answers worked far better than the rehearsed lines I had prepared.',
  },
  { kind: 'heading', level: 3, text: '8. Rejections are part of the process' },
  {
    kind: 'paragraph',
    text: 'Before this offer, I was rejected by three companies, once after the very last round. Each rejection hurt, but each also showed me a gap to close. Almost everyone I know who was placed has a similar story.',
  },
  { kind: 'heading', level: 2, text: 'What I would do differently' },
  {
    kind: 'list',
    items: [
      'Start regular problem solving a full year before placements.',
      'Build one project I am proud of instead of three I only half understand.',
      'Revise core subjects in small doses throughout the year rather than in one panic week.',
      'Talk to seniors who went through the same companies; their advice was more useful than anything I read online.',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Placement season is stressful, but it does not last forever. Prepare steadily, look after your sleep, and support your friends through their results as well as your own. Good luck.',
  },
];
