import type { Block } from '../types';

export const blocks: Block[] = [
  {
    kind: 'paragraph',
    text: 'Moving out of the hostel at the end of your final year feels like it should take ten minutes: pack, hand over the key, leave. In practice it takes a couple of days of queues, signatures and small payments, and a missing stamp can keep your final documents on hold for weeks. This guide puts the whole process in order so that you can plan it around your last exams and farewell dinners instead of discovering each step at the last counter.',
  },
  {
    kind: 'paragraph',
    text: 'Offices change their rules from year to year, so treat this as a checklist to confirm with your warden, not as an official circular. Start at least a week before the date you want to leave.',
  },
  { kind: 'heading', level: 2, text: 'First: get your bonafide certificate' },
  {
    kind: 'paragraph',
    text: 'A bonafide certificate proves that you are, or were, a student of the institute. Banks, passport offices, scholarship boards and future employers ask for it, and it is far easier to get one while you still live on campus. Request it before you begin vacating, because some of the steps below ask you to show it.',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Log in to the student portal and open the request section for certificates.',
      'Choose "Bonafide certificate", pick the purpose (higher studies, visa, bank loan or employment) and write the address it should be made out to, if any.',
      'Submit the request and note the reference number shown on screen.',
      'Wait for the approval message; it usually arrives within two to three working days.',
      'Collect the signed and sealed copy from the academic office with your ID card. Ask for two copies if you expect to need an original later.',
    ],
  },
  { kind: 'heading', level: 2, text: 'The nine steps to vacate your room' },
  {
    kind: 'paragraph',
    text: 'Do the steps in this order. Each office checks that the previous one has signed your clearance form, so skipping ahead only sends you back.',
  },
  {
    kind: 'list',
    ordered: true,
    items: [
      'Collect the hostel clearance form from the block office and fill in your registration number, block and room number.',
      'Return every library book and pay any pending fines; the library signs the form only when your account shows zero items.',
      'Get a no-dues signature from your department, which confirms that lab equipment and project kits have been returned.',
      'Pay the ID card fee of 150 rupees at the finance office and keep the receipt. The fee covers the replacement card that alumni records need, and the hostel will not accept the form without the receipt.',
      'Settle your mess account at the mess office, including any extra items billed during the final month.',
      'Empty your room completely and clean it. Leave the furniture where it was and report any damage honestly; hidden damage is charged later at a higher rate.',
      'Ask the floor supervisor to inspect the room and tick the inventory list: cot, mattress, table, chair, cupboard, fan and lights.',
      'Hand the room key and your hostel ID card to the block office and get the final signature from the warden.',
      "Submit the completed clearance form at the chief warden's office and collect the acknowledgement slip. Keep it safe; it is needed to release your caution deposit.",
    ],
  },
  {
    kind: 'note',
    title: 'Plan around office hours',
    text: 'Most counters close for lunch and shut early on Saturdays. Finish the finance office and the library on your first day, because their queues are the longest in the last week of the semester.',
  },
  { kind: 'heading', level: 2, text: 'Leaving the capstone list' },
  {
    kind: 'paragraph',
    text: 'Final-year students who do their capstone project or an internship away from campus are placed on a capstone list, which lets the hostel keep track of who is allowed to live outside. If you are on that list, there are two extra things to do.',
  },
  {
    kind: 'list',
    items: [
      'Ask your project guide to confirm your off-campus status in writing, so the hostel office does not mark you as absent without leave.',
      'Once your internship ends, inform the hostel office that you are leaving the capstone list for good, so the room is released and no further rent or mess charges are added to your account.',
      'If you come back for your viva or final review, book a guest room in advance instead of expecting your old room to be free.',
    ],
  },
  { kind: 'heading', level: 2, text: 'Small things people forget' },
  {
    kind: 'list',
    items: [
      'Photograph your clean, empty room before you hand over the key. It settles any later argument about damage.',
      'Update your personal e-mail address and phone number on the student portal, because your official college e-mail may stop working a few months after graduation.',
      'Ship heavy items home early. Courier counters near the main gate get crowded in the final week and prices rise.',
      'Say goodbye to the night canteen properly. It runs from 10:30 pm to 12:30 am, past midnight, and your last late-night snack with your floor is a memory worth making.',
    ],
  },
  { kind: 'heading', level: 2, text: 'In short' },
  {
    kind: 'paragraph',
    text: 'Get the bonafide certificate first, carry your clearance form from office to office in the order above, keep every receipt, and sort out the capstone list if it applies to you. With a week of margin the whole process is calm, and you leave the hostel with your deposit, your documents and your good memories intact.',
  },
];
