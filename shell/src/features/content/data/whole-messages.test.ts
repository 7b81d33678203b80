/** @jest-environment node */
import type { Paper } from '@vithelper/contracts/papers';
import type { WholeList } from '../../../startup/lists/whole-read';
import { PART_SIZE, wholeAnswers, wholeAssembler, type WholeAnswer } from './whole-messages';

const papers = (count: number): Paper[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: [`Course ${i}`, `CSE${1000 + i}`],
    file_name: `CSE${1000 + i}_${i}`,
  }));

/** What the page receives: each message through a structured clone, as postMessage does. */
const receive = (answers: WholeAnswer[]) => {
  const parts = wholeAssembler();
  const taken = answers.map((answer) => parts.take(structuredClone(answer)));
  return { taken, last: taken.at(-1) };
};

describe('a whole list handed from the worker in parts', () => {
  it('arrives whole: every record once, in order, with what was skipped', () => {
    const list: WholeList = {
      items: papers(PART_SIZE * 2 + 7),
      problems: [{ path: 'cat1', id: 'bad', message: 'name: Invalid input' }],
      unreadable: false,
    };
    const answers = wholeAnswers(3, list);
    // Three parts (the last one short), then the end.
    expect(answers.map((answer) => ('part' in answer ? answer.part.length : 'end'))).toEqual([
      PART_SIZE,
      PART_SIZE,
      7,
      'end',
    ]);
    const { taken, last } = receive(answers);
    expect(taken.slice(0, -1)).toEqual([null, null, null]);
    expect(last).toEqual({ list });
  });

  it('says an empty or unreadable list with its end alone', () => {
    const list: WholeList = { items: [], problems: [], unreadable: true };
    const answers = wholeAnswers(1, list);
    expect(answers).toEqual([{ id: 1, end: { problems: [], unreadable: true } }]);
    expect(receive(answers).last).toEqual({ list });
  });

  it('gives the error of a read that stopped, also after some parts came', () => {
    const [first] = wholeAnswers(2, {
      items: papers(PART_SIZE + 1),
      problems: [],
      unreadable: false,
    });
    const { taken } = receive([first!, { id: 2, error: 'The lists worker stopped.' }]);
    expect(taken).toEqual([null, { error: 'The lists worker stopped.' }]);
  });
});
