/** Questions that students report hearing again and again in campus interviews. */
export const INTERVIEW_QUESTIONS: readonly string[] = [
  'Tell me about yourself.',
  "Explain a project you're proud of, and the hardest bug you fixed in it.",
  'Why this company?',
  'What are the four pillars of object-oriented programming? Give an example of each.',
  'What is normalization in a DBMS? Explain 1NF, 2NF and 3NF.',
  'What is a deadlock in an operating system, and how can it be prevented?',
  'Reverse a linked list, first iteratively and then recursively.',
  'What is the difference between a process and a thread?',
  'Where do you see yourself in five years?',
  'Do you have any questions for us?',
];
