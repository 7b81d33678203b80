import { useEffect, useState } from 'react';
import { usePageTitle } from '@vithelper/shared';
import { registeredRemotes } from '../../remotes/data/federation';
import { remoteStatus$, type RemoteStatus } from '../../remotes/data/remote-status';

/** Not linked from the nav: which remotes this page knows, where from, and whether they loaded. */
export function StatusPage() {
  usePageTitle('Status');
  const [status, setStatus] = useState<Record<string, RemoteStatus>>(remoteStatus$.getValue());
  useEffect(() => {
    const subscription = remoteStatus$.subscribe(setStatus);
    return () => subscription.unsubscribe();
  }, []);
  return (
    <main className="vh-page" id="main">
      <h1>Status</h1>
      <table className="vh-table">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Manifest</th>
            <th scope="col">Version</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {registeredRemotes().map((remote) => {
            const entry = status[remote.name];
            return (
              <tr key={remote.name}>
                <td>{remote.name}</td>
                <td>
                  <code>{remote.manifest}</code>
                </td>
                <td>{entry?.version ?? '—'}</td>
                <td>{entry?.state ?? 'not loaded'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
