import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@vithelper/shared';

/** Reached at /work-in-progress (the spec does not say which route leads here). */
export function WorkInProgressPage() {
  usePageTitle('Work In Progress');
  const navigate = useNavigate();
  return (
    <main className="vh-page vh-center" id="main">
      <h1>Work In Progress...</h1>
      <p>This part of VITHelper is still being built. Check back soon.</p>
      <button type="button" className="vh-button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </main>
  );
}
