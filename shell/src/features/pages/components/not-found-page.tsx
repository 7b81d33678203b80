import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@vithelper/ui/page-frame';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageFrame heading="404 - PAGE NOT FOUND" title="Page not found" className="vh-center">
      <p>Looks like you are in the wrong place.</p>
      <button type="button" className="vh-button" onClick={() => navigate('/')}>
        Click here to go back!
      </button>
    </PageFrame>
  );
}
