import { groupQuestions } from './group';
import { groupIdFor } from './ids';
import { question } from './testing/question';

/** Groups as "paper#number" lists, the way the maintainer CLI prints them. */
const named = (
  questions: ReturnType<typeof question>[],
  groups: ReturnType<typeof groupQuestions>,
) =>
  groups.map((group) =>
    group.members.map((id) => {
      const member = questions.find((q) => q.id === id)!;
      return `${member.paper}#${member.number}`;
    }),
  );

const FILLER = [
  'Normalise the given relation up to BCNF, showing every functional dependency you use.',
  'Describe how a three-way handshake opens a TCP connection; draw the message sequence.',
];

describe('grouping the same question across papers', () => {
  it('groups a question reworded in its frame and renumbered', () => {
    const questions = [
      question(
        'fat-2021',
        '3',
        'Explain the difference between a process and a thread with one example of each.',
      ),
      question('fat-2021', '4', FILLER[0]!),
      question(
        'cat-2022',
        '7',
        'Describe the difference between a process and a thread, with an example of each.',
      ),
      question('cat-2022', '1', FILLER[1]!),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([['fat-2021#3', 'cat-2022#7']]);
  });

  it('groups a question whose data changed', () => {
    const questions = [
      question(
        'cat1-2021',
        '2',
        'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.',
      ),
      question(
        'cat1-2023',
        '5',
        'Trace quick sort on the array [5, 3, 8, 1] and count the comparisons made.',
      ),
      question(
        'cat1-2024',
        '1',
        'Trace quick sort on the array 7, 2, 9, 4, 11 and count the comparisons made.',
      ),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([
      ['cat1-2021#2', 'cat1-2023#5', 'cat1-2024#1'],
    ]);
  });

  it('groups a question read by OCR with misread letters, lost spaces and punctuation', () => {
    const questions = [
      question(
        'fat-2020',
        '6',
        "Explain the banker's algorithm and decide whether the given state is safe.",
      ),
      question(
        'fat-2022',
        '6',
        'Exp1ain the bankers a1gorithm and decide whcther thegiven state is safe',
      ),
      question(
        'fat-2023',
        '6',
        "Explain thebanker's algorithrn and decide whcther the given state is safe ,",
      ),
      question('fat-2022', '2', FILLER[0]!),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([
      ['fat-2020#6', 'fat-2022#6', 'fat-2023#6'],
    ]);
  });

  it('keeps different questions on one topic apart', () => {
    const questions = [
      question(
        'a',
        '1',
        'Write an algorithm for quick sort and state its worst-case time complexity.',
      ),
      question(
        'b',
        '1',
        'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons made.',
      ),
      question('c', '1', 'Explain why quick sort is not a stable sort, with an example.'),
      question(
        'd',
        '1',
        'Design a 4-bit synchronous up counter using JK flip-flops and draw the timing diagram.',
      ),
      question(
        'e',
        '1',
        'Design a mod-10 ripple counter using JK flip-flops and explain the glitch at its reset.',
      ),
    ];
    expect(groupQuestions(questions)).toEqual([]);
  });

  it('never puts two questions of one paper in a group, even when both look like a third', () => {
    const questions = [
      question('a', '1', 'Explain the working of a PN junction diode under forward bias.'),
      question('a', '2', 'Explain the working of a PN junction diode under reverse bias.'),
      question('b', '4', 'Explain the working of a PN junction diode under forward bias.'),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([['a#1', 'b#4']]);
  });

  it('keeps a part that reads the same under two different questions apart, and groups it under the same one', () => {
    const followUp = 'Illustrate your answer with a worked example of your own.';
    const questions = [
      question(
        'a',
        '1(a)',
        "Explain the banker's algorithm and decide whether the given state is safe.",
      ),
      question('a', '1(b)', followUp),
      question('b', '3(a)', 'Describe the carbon cycle and how human activity disturbs it.'),
      question('b', '3(b)', followUp),
      question(
        'c',
        '2(a)',
        "Describe the banker's algorithm and decide whether the state is safe.",
      ),
      question('c', '2(b)', followUp),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([
      ['a#1(a)', 'c#2(a)'],
      ['a#1(b)', 'c#2(b)'],
    ]);
  });

  it('groups a short part by its question stem', () => {
    const stem = 'Consider the relation R(A, B, C, D) with the dependencies A -> B and C -> D.';
    const questions = [
      question('a', '2(a)', 'Find its keys.', { stem }),
      question('b', '5(a)', 'Find its candidate keys.', { stem: stem.replace('C -> D', 'B -> C') }),
    ];
    expect(named(questions, groupQuestions(questions))).toEqual([['a#2(a)', 'b#5(a)']]);
  });
});

describe('group ids', () => {
  const first = question(
    'fat-2019',
    '1',
    'Explain the structure of DNA and how it stores genetic information.',
  );
  const second = question(
    'fat-2021',
    '2',
    'Describe the structure of DNA and how it stores genetic information.',
  );
  const third = question(
    'fat-2023',
    '5',
    'Explain the structure of DNA, and how it stores genetic information?',
  );

  it('names a new group after its earliest member, so a later paper joining keeps the id', () => {
    const [before] = groupQuestions([first, second]);
    const [after] = groupQuestions([first, second, third]);
    expect(before!.id).toBe(groupIdFor(first.id));
    expect(after).toEqual({ id: before!.id, members: [first.id, second.id, third.id] });
  });

  it('keeps the id of the stored group when its earliest member leaves it', () => {
    const [before] = groupQuestions([first, second, third]);
    const [after] = groupQuestions([second, third], { previous: [before!] });
    expect(after).toEqual({ id: before!.id, members: [second.id, third.id] });
  });

  it('gives a group split off from a stored one an id of its own', () => {
    const other = question(
      'fat-2021',
      '9',
      'Describe the carbon cycle and how human activity disturbs it.',
    );
    const otherLater = question(
      'fat-2023',
      '1',
      'Explain the carbon cycle and how human activity disturbs it.',
    );
    const stored = { id: 'g_stored', members: [first.id, second.id, other.id, otherLater.id] };
    const groups = groupQuestions([first, second, other, otherLater], { previous: [stored] });
    expect(groups.map((group) => group.id)).toEqual(['g_stored', groupIdFor(other.id)]);
  });
});
