import { courseBankSchema } from '@vithelper/contracts/questions';
import { questionId, type Question } from '@vithelper/questions';
import { buildBanks } from './course-banks';

const question = (number: string, regions: Question['regions']): Question => ({
  id: questionId('p-fat-2022', [number]),
  paper: 'p-fat-2022',
  number,
  path: [number],
  text: `Question ${number} of the paper.`,
  marks: 10,
  section: '',
  stem: '',
  regions,
});

describe('buildBanks: where each question is printed', () => {
  it('keeps every page of a question across a page break, and only a page for the others', () => {
    const { banks } = buildBanks([
      {
        id: 'p-fat-2022',
        kind: 'fat',
        year: 2022,
        code: 'CSE2005',
        name: 'Operating Systems',
        cut: {
          paper: 'p-fat-2022',
          ok: true,
          questions: [
            question('1', [{ page: 1, top: 0.2, bottom: 0.3 }]),
            question('2', [
              { page: 1, top: 0.81234, bottom: 0.95 },
              { page: 2, top: 0.05, bottom: 0.2 },
            ]),
          ],
        },
      },
    ]);
    const bank = courseBankSchema.parse(banks[0]);
    const [one, two] = bank.questions;
    expect(one).toMatchObject({ page: 1, top: 0.2, bottom: 0.3 });
    expect(one).not.toHaveProperty('regions');
    expect(two).toMatchObject({
      page: 1,
      top: 0.812,
      bottom: 0.2,
      regions: [
        { page: 1, top: 0.812, bottom: 0.95 },
        { page: 2, top: 0.05, bottom: 0.2 },
      ],
    });
  });
});
