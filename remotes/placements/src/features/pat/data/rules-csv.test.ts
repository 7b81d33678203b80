import { rulesToCsv } from './rules-csv';

describe('rulesToCsv', () => {
  it('quotes every field and doubles inner quotes, one row per rule', () => {
    const csv = rulesToCsv([{ selection: 'Tier "A"', eligibility: 'Anything, really' }]);
    expect(csv).toBe('"Company selection","Eligibility"\r\n"Tier ""A""","Anything, really"\r\n');
  });
});
