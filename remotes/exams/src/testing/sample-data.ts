import { emptyCollections } from '@vithelper/contracts/content';
import { setCollections } from '@vithelper/shared/bus-writers';
import type { Collections, Faq, Material } from '@vithelper/contracts/content';
import type { Paper } from '@vithelper/contracts/papers';

export const samplePapers: Paper[] = [
  {
    id: 'p1',
    name: ['Calculus For Engineers', 'MAT1011', 'B1'],
    file_name: 'MAT1011_CAT1_B1_2020',
  },
  { id: 'p2', name: ['Operating Systems', 'CSE2005', 'C1+TC1'], file_name: 'CSE2005_CAT1_C1_2019' },
  { id: 'p3', name: ['Digital Logic (C++ lab)', 'ECE2002'], file_name: 'ECE2002_CAT1_2018.pdf' },
];

export const sampleMaterials: Material[] = [
  {
    id: 'm1',
    name: 'Data Structures - Complete Notes',
    comments: ['CSE2003_instructions', 'https://drive.example.com/ds'],
  },
  // Hostile links from the database: neither may ever become a link.
  {
    id: 'm2',
    name: 'Suspicious Script Notes',
    comments: ['SCRIPT_instructions', 'javascript:alert(1)'],
  },
  {
    id: 'm3',
    name: 'Inline Data Notes',
    comments: ['DATA_instructions.pdf', 'data:text/html,<b>hi</b>'],
  },
];

export const sampleFaqs: Faq[] = [
  {
    id: 'f1',
    question: 'How do I find the previous papers?',
    answer: 'Type the course code in the search box.',
  },
  {
    id: 'f2',
    question: 'Can I contribute notes?',
    answer: 'Yes, send them through the contact link.',
  },
];

/** n generated papers, for the virtualization tests. */
export function manyPapers(n: number): Paper[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `gen-${i}`,
    name: [`Generated Course ${i}`, `GEN${String(i).padStart(5, '0')}`, 'A1'],
    file_name: `GEN${i}`,
  }));
}

/** Puts lists on the bus; every list not given is empty. */
export function loadLists(lists: Partial<Collections>): void {
  setCollections({ ...emptyCollections(), ...lists });
}
