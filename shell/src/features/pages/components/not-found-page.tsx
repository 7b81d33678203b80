import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@vithelper/shared';

export function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  return (
    <main className="vh-page vh-center" id="main">
      <h1>404 - PAGE NOT FOUND</h1>
      <p>Looks like you are in the wrong place.</p>
      <button type="button" className="vh-button" onClick={() => navigate('/')}>
        Click here to go back!
      </button>
    </main>
  );
}
