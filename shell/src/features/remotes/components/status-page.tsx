import { useSyncExternalStore } from 'react';
import { useObservable } from '@vithelper/shared/use-observable';
import { PageFrame } from '@vithelper/ui/page-frame';
import { registeredRemotes } from '../data/federation';
import { getReleases, onReleaseChange, versionName } from '../data/releases';
import { getRemoteStatus, remoteStatus$, type RemoteStatus } from '../data/remote-status';
import { describeSkew } from '../data/version-skew';
import { useRemoteVersions } from '../hooks/use-remote-versions';
import styles from './status-page.module.css';

const stateLabels: Record<RemoteStatus['state'], string> = {
  loaded: 'loaded',
  failed: 'failed',
  'not loaded': 'not loaded on this page',
};

/**
 * Not linked from the nav: each registered remote, its version, where it comes from and whether
 * it loaded; its stable and candidate releases, and which one this device got and why.
 */
export function StatusPage() {
  const status = useObservable(remoteStatus$, getRemoteStatus);
  const releases = useSyncExternalStore(onReleaseChange, getReleases);
  const remotes = registeredRemotes();
  const versions = useRemoteVersions(remotes);
  const skews = remotes.flatMap((remote) => versions[remote.name]?.skews ?? []);
  return (
    <PageFrame heading="Status">
      {/* Nine columns do not fit a phone: the table scrolls sideways in its own box, words whole. */}
      <div className={styles.scroller} role="region" aria-label="Remotes" tabIndex={0}>
        <table className={styles.table}>
          <caption>Remotes registered in remotes.json</caption>
          <thead>
            <tr>
              <th scope="col">Remote</th>
              <th scope="col">Version</th>
              <th scope="col">Manifest</th>
              <th scope="col">State</th>
              <th scope="col">Stable</th>
              <th scope="col">Candidate</th>
              <th scope="col">Share</th>
              <th scope="col">This device</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {remotes.map((remote) => {
              const version = versions[remote.name];
              const release = releases.get(remote.name);
              return (
                <tr key={remote.name}>
                  <th scope="row">{remote.name}</th>
                  <td>
                    {version?.version ?? (version?.error ? `unreachable (${version.error})` : '…')}
                  </td>
                  <td>
                    <code>{remote.manifest}</code>
                  </td>
                  <td>{stateLabels[status[remote.name]?.state ?? 'not loaded']}</td>
                  <td>{release ? versionName(release.stable) : '–'}</td>
                  <td>{release?.candidate ? versionName(release.candidate.manifest) : 'none'}</td>
                  <td>{release?.candidate ? `${release.candidate.share} %` : '–'}</td>
                  <td>{release?.which ?? '–'}</td>
                  <td>{release?.reason ?? '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {skews.length > 0 && (
        <section aria-labelledby="vh-skew-heading">
          <h2 id="vh-skew-heading">Shared version skew</h2>
          <ul>
            {skews.map((skew) => (
              <li key={`${skew.remote}:${skew.pkg}`}>{describeSkew(skew)}</li>
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}
