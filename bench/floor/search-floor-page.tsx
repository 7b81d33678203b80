// The floor of a search keystroke (bench/lib/search-floor.ts): React alone showing what /cat1papers
// shows for each query, the count line and the same paper rows (PaperItem with its styles and the
// site's global styles), every query's matches worked out at load, before the first key. No
// search while typing, no virtualizer, no header, footer or other sections.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Paper } from '@vithelper/contracts/papers';
import { PaperItem } from '@vithelper/exams/bench';
import '@vithelper/shell/global.css';
import { floorData, type FloorData } from './search-floor-data';

/** What the bench puts in `window.__vhFloorInput` (bench/lib/search-floor.ts). */
export type FloorInput = { label: string; papers: Paper[]; queries: string[]; rows: number };

const noop = () => undefined;

function FloorPage({ data }: { data: FloorData }) {
  const [text, setText] = useState('');
  const shown = data.shown[text.toLowerCase()] ?? data.shown['']!;
  return (
    <main style={{ maxWidth: 1040, margin: '0 auto', padding: '24px 16px' }}>
      <label htmlFor="floor-search">{data.label}</label>
      <input id="floor-search" value={text} onChange={(e) => setText(e.target.value)} />
      <p>{text ? `${shown.count} of ${data.total} papers` : `${data.total} papers`}</p>
      <ul aria-label="CAT-1 Papers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.rows.map((row, i) => (
          <li key={i} style={{ paddingBottom: 10 }}>
            <PaperItem
              kind="cat1"
              paper={data.papers[row]!}
              variant="row"
              saved={false}
              onOpen={noop}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

const input = (window as unknown as { __vhFloorInput: FloorInput }).__vhFloorInput;
void floorData(input.papers, input.queries, input.label, input.rows).then((data) =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <MemoryRouter>
      <FloorPage data={data} />
    </MemoryRouter>,
  ),
);
