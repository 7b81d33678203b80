/** Entity types of docs/product.md, Content and what is stored. Each stored item is its database key as id plus the stored fields. */

export type ExamKind = 'cat1' | 'cat2' | 'fat';

export type Paper = {
  id: string;
  /** [course name, course code, slot?] */
  name: [string, string, string?];
  file_name: string;
  /** When a moderator published it (contributed papers only). */
  approvedAt?: number;
  /** The year of the exam (2000-2100), where the file name does not say it (shared/src/data/paper-year.ts). */
  year?: number;
};

export type Material = {
  id: string;
  name: string;
  /** [instruction PDF name, link to the material] */
  comments: [string, string];
};

export type Faq = {
  id: string;
  question: string;
  answer: string;
};

export type Placement = {
  id: string;
  /** The student who wrote the experience. */
  name: string;
  companyName: string;
  description: string;
  noOfRounds?: number;
  individualDescription?: string[];
  preparation?: string;
  date?: string;
  advice?: string;
  cgpa?: string;
  branch?: string;
};

export type UserRecord = {
  coins: number;
  lastRewardAt?: number;
};

export type Collections = {
  cat1: Paper[];
  cat2: Paper[];
  fat: Paper[];
  materials: Material[];
  faqs: Faq[];
  placements: Placement[];
};

export type CollectionName = keyof Collections;
