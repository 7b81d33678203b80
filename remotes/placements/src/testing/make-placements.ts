import { emptyCollections } from '@vithelper/contracts/content';
import { setCollections } from '@vithelper/shared/bus-writers';
import type { Placement } from '@vithelper/contracts/content';

const COMPANIES = ['Microsoft', 'Amazon', 'Goldman Sachs', 'Zoho', 'Adobe'];

/** A complete experience; override any field, or drop optional ones with `undefined`. */
export function makePlacement(index: number, overrides: Partial<Placement> = {}): Placement {
  return {
    id: `p-${index}`,
    name: `Student ${index}`,
    companyName: COMPANIES[index % COMPANIES.length] as string,
    description: `Experience number ${index}. `.padEnd(200, 'x'),
    noOfRounds: 3,
    individualDescription: ['Online test', 'Technical interview', 'HR interview'],
    preparation: `Preparation of student ${index}`,
    date: 'August 2020',
    advice: `Advice of student ${index}`,
    cgpa: '8.5',
    branch: 'B.Tech CSE',
    ...overrides,
  };
}

export const makePlacements = (count: number): Placement[] =>
  Array.from({ length: count }, (_, index) => makePlacement(index));

/** Puts a placements list on the bus, as the start-up load would. */
export function showPlacements(placements: Placement[]): void {
  setCollections({ ...emptyCollections(), placements });
}
