// The floor of a first view under Lighthouse (bench/floor-first-view.ts): React and React DOM
// only, showing what /cat1papers's first screen shows (heading, intro, count, the first rows)
// from the same six content reads, which the HTML starts as the site's does. No router, no
// federation, no schema checks, no styles: what is left is the bytes and React itself.
import { createRoot } from 'react-dom/client';

type Paper = { name: string[] };
/** The six reads the HTML started (bench/floor-first-view.ts). */
const reads = (window as unknown as { __reads: Promise<Response>[] }).__reads;

async function main() {
  const [cat1] = (await Promise.all(reads.map((read) => read.then((r) => r.json())))) as [
    Record<string, Paper>,
  ];
  const papers = Object.entries(cat1);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <main>
      <h1>CAT-1 Papers</h1>
      <p>
        Previous CAT-1 question papers. Search by course name or code, then open a paper to read its
        PDF.
      </p>
      <p>{papers.length} papers</p>
      <ul aria-label="CAT-1 Papers">
        {papers.slice(0, 15).map(([id, paper]) => (
          <li key={id}>
            {paper.name[0]} <span>{paper.name[1]}</span>
          </li>
        ))}
      </ul>
    </main>,
  );
}
void main();
