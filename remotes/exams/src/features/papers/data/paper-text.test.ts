import type { Paper } from '@vithelper/contracts/papers';
import { compareFirstPart, comparePapers, paperSlotLabel } from './paper-text';

const paper = (name: string, code: string, slot?: string): Paper => ({
  id: `${code}-${slot ?? ''}`,
  name: slot ? [name, code, slot] : [name, code],
  file_name: code,
});

describe("a list's first part, put in order without the collator", () => {
  const papers = [
    paper('Operating Systems', 'CSE2005', 'B1'),
    paper('algorithms', 'CSE2001', 'A2'),
    paper('Operating Systems', 'CSE2005', 'A1'),
    paper('Biology', 'BIT1001'),
    paper('Operating Systems Lab', 'CSE2005L', 'L1'),
    paper('Data Structures', 'CSE2003', 'C1'),
    paper('Algorithms', 'CSE2001', 'A1'),
  ];

  it('takes the order the whole list will have, whatever the letter case', () => {
    const firstPart = [...papers].sort(compareFirstPart).map((p) => p.id);
    expect(firstPart).toEqual([...papers].sort(comparePapers).map((p) => p.id));
    expect(firstPart).toEqual([
      'CSE2001-A1',
      'CSE2001-A2',
      'BIT1001-',
      'CSE2003-C1',
      'CSE2005-A1',
      'CSE2005-B1',
      'CSE2005L-L1',
    ]);
  });
});

describe('the slot as students read it', () => {
  it('says when a paper was stored without one', () => {
    expect(paperSlotLabel(paper('Biology', 'BIT1001'))).toBe('Slot - not listed');
    expect(paperSlotLabel(paper('Biology', 'BIT1001', ' G1 '))).toBe('Slot - G1');
  });
});
