import type { Block } from '../types';

/**
 * Placeholder id: the video the article is meant to show is not known yet. Replace it with the
 * team's own campus video; the player only loads after a click either way.
 */
const CAMPUS_VIDEO_ID = 'VITcampus01';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: 'For many students, the first year of college began not in a lecture hall but in front of a laptop at home. Online classes kept teaching going when campuses had to close, and they taught us that a great deal of learning can happen through a screen. Yet anyone who has spent a semester on campus knows that college is much more than its lectures. This article compares the two experiences honestly, and looks at the parts of college life that are hardest to move online.',
  },
  {
    kind: 'video',
    videoId: CAMPUS_VIDEO_ID,
    title: 'A walk through campus life',
    caption: 'A short tour of campus life: classrooms, fests, clubs and the hostels.',
  },
  { kind: 'heading', level: 2, text: 'Campus life' },
  {
    kind: 'paragraph',
    text: 'A large campus is a small town. Smart classrooms, a library open late into the evening, well-equipped laboratories and open spaces where groups gather after class all shape how you learn. Online students miss the laboratories most of all: reading about an oscilloscope or a lathe is not the same as using one, and engineering depends on hands-on practice.',
  },
  {
    kind: 'paragraph',
    text: 'The other loss is people. Friendships, study groups and quick questions to a professor after class happen naturally on campus. Messaging apps and video calls help, but they rarely replace the conversations that start by chance in a corridor or a canteen queue.',
  },
  { kind: 'heading', level: 3, text: 'Where online learning wins' },
  {
    kind: 'list',
    items: [
      'Recorded lectures can be paused, replayed and watched again before exams.',
      'No commuting means more time for side projects, certifications and rest.',
      'Studying from home is cheaper, with no hostel or travel costs.',
    ],
  },
  { kind: 'heading', level: 3, text: 'Where it struggles' },
  {
    kind: 'list',
    items: [
      'Long hours at a screen cause eye strain, headaches and fatigue.',
      'Online exams bring their own stress: unreliable connections, crashed servers and hurried uploads of answer sheets.',
      'Without a shared routine, staying motivated is much harder.',
    ],
  },
  { kind: 'heading', level: 2, text: 'Cultural and technical fests' },
  {
    kind: 'paragraph',
    text: 'Fests are where a campus shows its personality, and they are almost impossible to recreate online. Riviera, the annual cultural and sports festival, fills several days with competitions, performances and concerts, and draws participants from colleges across the country. graVITas, the technical festival, is the stage for workshops, hackathons, project exhibitions and talks by people from industry.',
  },
  {
    kind: 'paragraph',
    text: 'Virtual editions of fests kept some events alive, but the energy of a packed auditorium, the late-night rehearsals and the buzz of a crowded exhibition hall simply do not travel through a webcam.',
  },
  { kind: 'heading', level: 2, text: 'Clubs and chapters' },
  {
    kind: 'paragraph',
    text: 'Clubs and chapters are student-run groups covering almost every interest: coding, robotics, music, dance, literature, entrepreneurship, social service and more. Chapters are linked to national or international professional bodies, which brings conferences and networking beyond the campus. They are one of the best ways to build skills that no syllabus covers, such as running an event, leading a team or managing a budget.',
  },
  {
    kind: 'paragraph',
    text: 'Choosing one can feel overwhelming. Before recruitment, ask yourself three questions:',
  },
  {
    kind: 'list',
    items: [
      'What do I genuinely enjoy, outside my course?',
      'What skills do I already have, and which do I want to learn?',
      'How much time can I give each week without hurting my grades?',
    ],
  },
  {
    kind: 'paragraph',
    text: 'Recruitment interviews are usually friendly conversations with seniors. Show curiosity and a willingness to contribute; that matters more than experience.',
  },
  { kind: 'heading', level: 2, text: 'Hostel and mess' },
  {
    kind: 'paragraph',
    text: 'Hostel life teaches independence faster than any lecture. You learn to manage money, share a room, solve small problems on your own and live with people from very different backgrounds. Wardens and hostel staff are available around the clock, and regular review meetings give students a say in how things are run.',
  },
  {
    kind: 'paragraph',
    text: 'The mess serves a wide mix of cuisines, vegetarian and non-vegetarian, for a student body that comes from every part of the country and beyond. And when the late-night hunger strikes during exam week, the night canteen is open from 10:30 pm to 12:30 am, past midnight, which makes it the unofficial meeting point of every hostel block.',
  },
  { kind: 'heading', level: 2, text: 'So, which is better?' },
  {
    kind: 'paragraph',
    text: 'Online learning is flexible, affordable and better than its reputation. Offline college life, however, offers what a screen cannot: the laboratories, the fests, the clubs, the hostel friendships and the countless unplanned moments that people remember long after they graduate. If you started college online, make the most of the campus once you are there: join a club, go to the fests and say yes to the late-night canteen run.',
  },
];
