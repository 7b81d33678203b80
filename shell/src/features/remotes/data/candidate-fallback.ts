/**
 * What the shell does when a section fails to load or render: report the failure, and when
 * it was the candidate on an online device, switch this device to stable for that candidate
 * and say so. Loaded only when something failed (the first view carries none of it).
 */
import { loadFailureKind, shouldFallBack } from '@vithelper/contracts/release';
import { rememberFailedCandidate } from './choose-release';
import { reportLoad } from './release-reports';
import { replaceRelease, sectionRelease, storage, versionName } from './releases';

/**
 * Reports the failure; then, for a candidate on an online device, switches to stable and
 * returns how the page gets it: at once when none of the candidate's code ran (its manifest
 * failed) or when the switch could not be stored, else by loading the page again: the
 * candidate's scripts share webpack's chunk registry with stable's, which must start clean.
 */
export function afterFailure(
  name: string,
  error: unknown,
  phase: 'load' | 'render',
): 'now' | 'reload' | undefined {
  const kind = loadFailureKind(error, phase);
  reportLoad(name, kind);
  const release = sectionRelease(name);
  if (!release || !shouldFallBack(release.which, navigator.onLine)) return undefined;
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.length > 160 ? `${message.slice(0, 160)}…` : message;
  const stored = rememberFailedCandidate(storage(), name, {
    manifest: release.manifest,
    kind,
    detail,
    at: Date.now(),
  });
  console.warn(
    `[VITHelper] The ${name} candidate ${versionName(release.manifest)} failed on this device (${kind}: ${detail}); stable ${versionName(release.stable)} is shown instead.`,
  );
  replaceRelease(name, {
    ...release,
    which: 'stable',
    manifest: release.stable,
    reason: `the candidate failed on this device (${kind}: ${detail}); stable is shown`,
    fellBack: kind,
  });
  return kind === 'manifest' || !stored ? 'now' : 'reload';
}
