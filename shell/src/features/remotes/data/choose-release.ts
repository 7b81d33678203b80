import type { RegistryCandidate } from '@vithelper/contracts/registry';

/**
 * Which version of a section this device loads: the registry's stable manifest, or its
 * candidate for the devices whose bucket is below the candidate's share. The page's boot
 * script (shell/src/startup/boot/first-section.ts) makes the same choice from the same two localStorage keys,
 * so the manifest it starts early is the one the shell loads.
 */

/** This device's bucket, 0–99, drawn once: the same device sees the same version on every load. */
export const BUCKET_KEY = 'vithelper.bucket';
/** Per section, the candidate that failed on this device (it stays on stable for that candidate). */
export const FAILED_CANDIDATES_KEY = 'vithelper.failedCandidates';

export type FailedCandidate = { manifest: string; kind: string; detail: string; at: number };

export type ReleaseChoice = {
  which: 'stable' | 'candidate' | 'preview';
  manifest: string;
  /** Why, in words for /status and the console. */
  reason: string;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const isBucket = (value: number) => Number.isInteger(value) && value >= 0 && value < 100;

/** The stored bucket, or a new one drawn with `random` and kept (when storage refuses, one per page). */
export function deviceBucket(storage: Storage | undefined, random: () => number = Math.random) {
  try {
    const stored = storage?.getItem(BUCKET_KEY);
    if (stored !== null && stored !== undefined && stored !== '' && isBucket(Number(stored)))
      return Number(stored);
  } catch {
    // Storage may be disabled; a bucket for this page only.
  }
  const bucket = Math.min(99, Math.floor(random() * 100));
  try {
    storage?.setItem(BUCKET_KEY, String(bucket));
  } catch {
    // As above.
  }
  return bucket;
}

export function readFailedCandidates(
  storage: Storage | undefined,
): Record<string, FailedCandidate> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FAILED_CANDIDATES_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, FailedCandidate>) : {};
  } catch {
    return {};
  }
}

/** Remembers that `manifest` failed here; true when it is stored (so the next load will pick stable). */
export function rememberFailedCandidate(
  storage: Storage | undefined,
  section: string,
  failure: FailedCandidate,
): boolean {
  try {
    const all = readFailedCandidates(storage);
    all[section] = failure;
    storage?.setItem(FAILED_CANDIDATES_KEY, JSON.stringify(all));
    return readFailedCandidates(storage)[section]?.manifest === failure.manifest;
  } catch {
    return false;
  }
}

/** The version this device loads for one registry entry, and why. */
export function chooseRelease(
  entry: { manifest: string; candidate?: RegistryCandidate },
  device: { bucket: number; failed?: FailedCandidate },
): ReleaseChoice {
  const { candidate } = entry;
  const stable = (reason: string): ReleaseChoice => ({
    which: 'stable',
    manifest: entry.manifest,
    reason,
  });
  if (!candidate) return stable('no candidate is offered');
  if (candidate.share <= 0)
    return stable('the candidate is offered to 0 % of devices (rolled back)');
  if (device.failed && device.failed.manifest === candidate.manifest)
    return stable(
      `the candidate failed on this device (${device.failed.kind}: ${device.failed.detail}); stable is shown`,
    );
  if (device.bucket < candidate.share)
    return {
      which: 'candidate',
      manifest: candidate.manifest,
      reason: `this device's bucket ${device.bucket} is below the ${candidate.share} % share`,
    };
  return stable(
    `this device's bucket ${device.bucket} is not below the ${candidate.share} % share`,
  );
}
