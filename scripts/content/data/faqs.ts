/**
 * Questions students actually ask in their first years, answered briefly. Rules quoted here are
 * the usual ones; each answer points to the official source where the detail can change by year.
 */
export type FaqSource = {
  question: string;
  answer: string;
};

export const FAQS: readonly FaqSource[] = [
  {
    question: 'How do I find the previous papers for my course?',
    answer:
      'Open CAT-1, CAT-2 or FAT from the menu and type the course name or the course code in the search box, for example "MAT2001" or "statistics". The list narrows as you type, and the same search text stays when you switch to another exam.',
  },
  {
    question: 'Why does a paper show "Slot -" instead of a slot?',
    answer:
      'Some papers reached us without the slot written on them, so we list them under the course only. The questions are still from the same course and are just as useful for practice.',
  },
  {
    question: 'How can I contribute papers or notes?',
    answer:
      'Take a clear photo or scan of each page, put them into one PDF named like CSE2004_CAT1_B1_2020, and send it through the contact link at the bottom of the page. Please remove your name and register number before sending.',
  },
  {
    question: 'What is FFCS and how does registration work?',
    answer:
      'FFCS (Fully Flexible Credit System) lets you choose your courses, slots and faculty yourself. Before registration opens, plan two or three timetables with different slots, because popular faculty fill up within minutes.',
  },
  {
    question: 'What should I do if two of my courses clash in the same slot?',
    answer:
      'The registration portal does not allow two courses in one slot, so pick a different slot for one of them. If a course is offered in only one slot, move the other course to another semester or ask your proctor for advice.',
  },
  {
    question: 'How much do CAT-1, CAT-2 and FAT count towards my grade?',
    answer:
      'For a typical theory course, each CAT is written for 50 marks and scaled to 15, digital assignments and quizzes make up 30, and the FAT is written for 100 marks and scaled to 40. Check your course plan, as project-based and embedded courses split the marks differently.',
  },
  {
    question: 'What is the 75% attendance rule?',
    answer:
      'You need at least 75% attendance in a course to be allowed to write its FAT. Medical leave and on-duty approvals are added only when they are approved in time, so track your attendance every week rather than at the end.',
  },
  {
    question: 'What happens if I fail or miss a FAT?',
    answer:
      'You can register for the re-FAT (the supplementary exam) held after the results, usually for a fee per course. Your internal marks are normally carried over, so a good CAT score still helps you there.',
  },
  {
    question: 'How are grades calculated?',
    answer:
      'Most theory courses use relative grading: your total is compared with the class, and grades S, A, B, C, D and E are passing while F is a fail. Your GPA is the credit-weighted average of grade points, with S worth 10 down to E worth 5.',
  },
  {
    question: 'Are papers from 2017 still useful?',
    answer:
      'Yes. Syllabi change slowly, and the style of questions from a department stays similar for years. Compare the modules in your current syllabus with the paper and skip questions on topics that were removed.',
  },
  {
    question: 'How should I prepare for a CAT in one week?',
    answer:
      'Read the syllabus for the modules the CAT covers, solve two or three previous papers under a 90-minute timer, and list the questions you could not finish. Spend the last two days only on those weak topics.',
  },
  {
    question: 'A PDF does not open. What can I do?',
    answer:
      'Papers open in the same tab, so check that your browser is not blocking the download and try again on a stable connection. If the same paper keeps failing, report its name through the contact link and we will replace the file.',
  },
  {
    question: 'How do hostel room allotment and counselling work?',
    answer:
      'Room counselling is held once a year in order of a merit rank, where you pick your block, room type and roommates. Keep your fee receipt and registration token ready, and read the blog guide on this site for the step-by-step process.',
  },
  {
    question: 'What do Dream and Super Dream offers mean in placements?',
    answer:
      'Companies are grouped by the package they offer, and an offer from one group limits which companies you can sit for next. The placement rules table on the placements page explains each case.',
  },
  {
    question: "Where can I read about other students' interview experiences?",
    answer:
      "The Placements section has experiences written by seniors, with the number of rounds, what each round asked, how they prepared and their advice. Search by the student's name or open a company page.",
  },
  {
    question: 'Do I need an account to use VITHelper?',
    answer:
      'No. Every paper, material, FAQ and placement experience can be read without signing in.',
  },
  {
    question: 'Is VITHelper an official university website?',
    answer:
      'No, it is run by students for students. Always confirm dates, rules and results on the official portals, and treat our papers as practice material.',
  },
  {
    question: 'Can I use the study materials offline?',
    answer:
      'Yes. Open the material, read the instruction PDF, then download the files you need from the linked folder or course page. Video courses usually allow downloading lectures for offline viewing as well.',
  },
];
