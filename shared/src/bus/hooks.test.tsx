import { act, render, screen } from '@testing-library/react';
import { emptyCollections } from '@vithelper/contracts/content';
import { sampleConfig } from '../testing/sample-config';
import { replaceList, setArrival, setCollections, setConfig } from './event-bus';
import { setListReader } from './lists';
import { useArrival, useCollection } from './hooks';

function Faqs() {
  const faqs = useCollection('faqs');
  return <p>{faqs === null ? 'Loading FAQs…' : `${faqs.length} FAQs`}</p>;
}

function Papers() {
  const papers = useCollection('cat1');
  const arrival = useArrival('cat1');
  return <p>{`${papers?.length ?? 0} papers${arrival ? `, ${arrival}` : ''}`}</p>;
}

beforeEach(() => {
  setConfig(sampleConfig);
  setCollections({
    ...emptyCollections(),
    cat1: [{ id: 'a', name: ['Algorithms', 'CSE2001'], file_name: 'a' }],
  });
});

it('a list the start-up did not read is loading until a page asks for it, then read whole', async () => {
  setArrival('faqs', 'arriving');
  const reads: string[] = [];
  // The page's reader of the lists (the shell's start-up hands its own over).
  setListReader({
    completeList: async (name) => {
      reads.push(name);
      // The read answers after the page's first render.
      await new Promise((resolve) => setTimeout(resolve, 0));
      replaceList('faqs', [
        { id: 'q1', question: 'When is FFCS?', answer: 'Before each semester.' },
      ]);
      setArrival(name, null);
    },
    whenContentRead: () => new Promise(() => undefined),
    whenListWhole: () => new Promise(() => undefined),
    rereadCollection: () => Promise.resolve(),
  });
  render(<Faqs />);
  expect(screen.getByText('Loading FAQs…')).toBeInTheDocument();
  expect(await screen.findByText('1 FAQs')).toBeInTheDocument();
  expect(reads).toEqual(['faqs']);
});

it("a paper list's first part is shown, and said to be arriving, until the whole list replaces it", async () => {
  setArrival('cat1', 'arriving');
  render(<Papers />);
  expect(screen.getByText('1 papers, arriving')).toBeInTheDocument();
  act(() => {
    setCollections({
      ...emptyCollections(),
      cat1: [
        { id: 'a', name: ['Algorithms', 'CSE2001'], file_name: 'a' },
        { id: 'b', name: ['Biology', 'BIT1001'], file_name: 'b' },
      ],
    });
    setArrival('cat1', null);
  });
  expect(screen.getByText('2 papers')).toBeInTheDocument();
});
