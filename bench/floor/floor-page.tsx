// The floor of a warm repeat visit (bench/floor.ts): React and React DOM rendering
// the one element the bench's cat1 marker waits for, nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <p>1 papers</p>
    <ul aria-label="CAT-1 Papers">
      <li>CAT-1 paper</li>
    </ul>
  </main>,
);
