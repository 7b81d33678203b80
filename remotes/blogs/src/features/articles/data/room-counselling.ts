import type { Block } from '../types';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: "Every year, returning students choose their hostel rooms for the next academic year through an online process called room counselling. The idea is simple: students with better academic standing choose earlier, and everyone picks from the rooms still free when their turn comes. The details, however, differ between the men's and the ladies' hostels, and the grade used to rank you is not quite your CGPA. This article walks through both procedures and then answers the questions that come up every year.",
  },
  { kind: 'heading', level: 2, text: "Men's hostel: how it works" },
  {
    kind: 'list',
    ordered: true,
    items: [
      '**Registration:** when the hostel office announces the counselling window, log in to the hostel portal and register. Choose the room type you want (number of beds, AC or non-AC) and confirm that you have paid the hostel fee for the coming year.',
      '**Token:** after registration closes, the office publishes a ranked list. Your rank gives you a token, which is a date and a time slot for your turn.',
      '**Selection:** log in during your slot, see the rooms still available for your room type, and lock one. If you want to stay with friends, the group leader selects a room and adds the others by registration number during the same slot.',
    ],
  },
  { kind: 'heading', level: 2, text: "Ladies' hostel: how it works" },
  {
    kind: 'list',
    ordered: true,
    items: [
      '**Registration:** registration is also on the portal, but roommates form their group before it closes. One student registers the group and every member must accept the invitation.',
      '**Token:** the group receives a single token, based on the normalized grade of its members, and the slot is shared with the whole group.',
      '**Selection:** during the slot, the group leader chooses a block and a room, and the allotment is shown to every member at once. Students who register alone choose in a separate round after the groups.',
    ],
  },
  {
    kind: 'note',
    title: 'Keep your slot',
    text: 'If you miss your slot, you are usually moved to the end of the queue, and the room types you wanted may be gone. Set an alarm and check your internet connection beforehand.',
  },
  { kind: 'heading', level: 2, text: 'Frequently asked questions' },
  { kind: 'heading', level: 3, text: '1. What decides my rank?' },
  {
    kind: 'paragraph',
    text: 'Your normalized grade. Because some programmes grade more strictly than others, your raw CGPA is scaled against the toppers so that students from different branches can be compared fairly.',
  },
  { kind: 'heading', level: 3, text: '2. How is the normalized grade calculated?' },
  {
    kind: 'paragraph',
    text: 'Normalized grade = your grade × group topper grade ÷ branch topper grade. The group topper is the highest CGPA in your counselling group (all the programmes that counsel together), and the branch topper is the highest CGPA in your own branch.',
  },
  {
    kind: 'note',
    title: 'A worked example',
    text: 'Say your CGPA is 8.4, the group topper has 9.6 and the topper of your branch has 9.2. Your normalized grade is 8.4 × 9.6 ÷ 9.2 = 80.64 ÷ 9.2 ≈ 8.77. Because your branch grades a little more strictly than the group as a whole, your grade is scaled up slightly.',
  },
  { kind: 'heading', level: 3, text: '3. Does the number of arrears matter?' },
  {
    kind: 'paragraph',
    text: 'Yes. Students with pending arrears are normally ranked after those without, whatever their grade, so clear them in the re-examination if you can.',
  },
  { kind: 'heading', level: 3, text: '4. Can I choose my roommates?' },
  {
    kind: 'paragraph',
    text: 'Yes, by forming a group. The group gets the token of its lowest-ranked member in most years, so a big group may choose later than its best student would alone.',
  },
  { kind: 'heading', level: 3, text: '5. What if my friends are in a different year?' },
  {
    kind: 'paragraph',
    text: 'Counselling runs year by year, and blocks are usually reserved by year of study, so mixed-year groups are rarely allowed.',
  },
  { kind: 'heading', level: 3, text: '6. Do I need to pay before counselling?' },
  {
    kind: 'paragraph',
    text: 'Yes. The portal checks that the hostel fee for your chosen room type has been paid. Pay a few days early, because payments can take a day to show up.',
  },
  { kind: 'heading', level: 3, text: '7. Can I change my room after selection?' },
  {
    kind: 'paragraph',
    text: 'Only through a written request to the chief warden, and only if rooms remain after everyone has chosen. Do not count on it.',
  },
  { kind: 'heading', level: 3, text: '8. Is the mess chosen at the same time?' },
  {
    kind: 'paragraph',
    text: 'No. Mess registration is a separate process with its own window, usually opened just before the semester starts.',
  },
  { kind: 'heading', level: 3, text: '9. What happens if I do not register at all?' },
  {
    kind: 'paragraph',
    text: 'You are allotted whatever is left after counselling, which may be a crowded room in a block you did not want.',
  },
  { kind: 'heading', level: 3, text: '10. Do students with a medical condition get priority?' },
  {
    kind: 'paragraph',
    text: 'Students who submit a medical certificate to the hostel office before registration can be allotted a ground-floor room or a room close to the health centre.',
  },
  { kind: 'heading', level: 3, text: '11. Are AC rooms allotted the same way?' },
  {
    kind: 'paragraph',
    text: 'Yes, but they fill quickly. If an AC room is essential for you, have a non-AC choice ready in case none is left when your slot opens.',
  },
  { kind: 'heading', level: 3, text: '12. Where can I see the results?' },
  {
    kind: 'paragraph',
    text: 'Your allotment appears on the hostel portal right after you lock a room, and the full list is published once counselling ends. Take a screenshot of your allotment for your own records.',
  },
  {
    kind: 'paragraph',
    text: 'Room counselling rewards students who prepare: know your normalized grade, agree on your group early, pay the fee on time and be online for your slot. Do that, and you will spend next year in a room you actually chose.',
  },
];
