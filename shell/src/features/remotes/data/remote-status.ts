import { BehaviorSubject } from 'rxjs';

export type RemoteStatus = {
  state: 'not loaded' | 'loaded' | 'failed';
  error?: string;
  version?: string;
};

/** What the /status page lists: each remote's load state, as this page has seen it. */
export const remoteStatus$ = new BehaviorSubject<Record<string, RemoteStatus>>({});
export const getRemoteStatus = (): Record<string, RemoteStatus> => remoteStatus$.getValue();

export function recordRemoteStatus(name: string, status: RemoteStatus): void {
  const current = remoteStatus$.getValue();
  remoteStatus$.next({ ...current, [name]: { ...current[name], ...status } });
}
