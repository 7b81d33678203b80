import { useEffect, useId, useSyncExternalStore } from 'react';
import {
  formatBytes,
  planOfflineIndex,
  removeOfflineIndex,
  saveOfflineIndex,
  savedIndex,
  type OfflinePlan,
} from '../data/offline-index';
import styles from './offline-switch.module.css';

type State =
  | { status: 'off'; plan: OfflinePlan | null; problem?: string }
  | { status: 'saving'; done: number; total: number; bytes: number }
  | { status: 'on'; bytes: number };

/**
 * The switch's state lives here, not in the component: saving goes on while the student types (the
 * section may leave the page and come back) and every mounted switch shows the same progress.
 */
let current: State | null = null;
const listeners = new Set<() => void>();
let stopSaving: AbortController | null = null;
let planning = false;

function getState(): State {
  if (!current) {
    const saved = typeof localStorage === 'undefined' ? null : savedIndex();
    current = saved ? { status: 'on', bytes: saved.bytes } : { status: 'off', plan: null };
  }
  return current;
}
function setState(next: State): void {
  current = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the size (the manifests) once, when a switch first shows "off". */
function readPlan(): void {
  if (planning) return;
  planning = true;
  planOfflineIndex().then(
    (plan) => {
      planning = false;
      if (getState().status === 'off') setState({ status: 'off', plan });
    },
    () => {
      planning = false;
      if (getState().status === 'off')
        setState({
          status: 'off',
          plan: null,
          problem: 'Its size could not be read (no connection?). Try again when online.',
        });
    },
  );
}

function start(plan: OfflinePlan): void {
  const controller = new AbortController();
  stopSaving = controller;
  setState({ status: 'saving', done: 0, total: plan.files.length, bytes: plan.bytes });
  saveOfflineIndex(
    plan,
    (done, total) =>
      !controller.signal.aborted && setState({ status: 'saving', done, total, bytes: plan.bytes }),
    controller.signal,
  ).then(
    (saved) => setState({ status: 'on', bytes: saved.bytes }),
    () =>
      void removeOfflineIndex().finally(() =>
        setState({
          status: 'off',
          plan,
          problem: controller.signal.aborted
            ? undefined
            : 'Saving stopped: the connection failed. Nothing was kept; try again.',
        }),
      ),
  );
}

function remove(): void {
  stopSaving?.abort();
  stopSaving = null;
  void removeOfflineIndex().finally(() => setState({ status: 'off', plan: null }));
}

/**
 * "Make search work offline": the size before (read from the index's manifests), progress while
 * the files are saved, and a way to remove them (switching off, or Remove).
 */
export function OfflineSwitch() {
  const state = useSyncExternalStore(subscribe, getState, getState);
  const labelId = useId();
  const detailId = useId();
  const wantsPlan = state.status === 'off' && state.plan === null && !state.problem;
  useEffect(() => {
    if (wantsPlan) readPlan();
  }, [wantsPlan]);

  const on = state.status !== 'off';
  const toggle = () => {
    if (state.status === 'off') {
      if (state.plan) start(state.plan);
    } else remove();
  };
  const disabled = state.status === 'off' && !state.plan;

  return (
    <div className={styles.box}>
      <div className={styles.row}>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={detailId}
          className={styles.switch}
          disabled={disabled}
          onClick={toggle}
        >
          <span className={styles.knob} aria-hidden="true" />
        </button>
        <span id={labelId} className={styles.label}>
          Make search work offline
        </span>
      </div>
      <p id={detailId} className={styles.detail} aria-live="polite">
        {state.status === 'off' &&
          (state.plan
            ? `Saves the search index of every paper on this device: ${formatBytes(state.plan.bytes)}.`
            : (state.problem ?? 'Reading its size…'))}
        {state.status === 'off' && state.plan && state.problem ? ` ${state.problem}` : null}
        {state.status === 'saving' &&
          `Saving ${formatBytes(state.bytes)}: ${state.done} of ${state.total} files…`}
        {state.status === 'on' &&
          `Search inside papers works offline. ${formatBytes(state.bytes)} kept on this device.`}
      </p>
      {state.status === 'saving' ? (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={state.total}
            value={state.done}
            aria-label="Saving the search index"
          />
          <button type="button" className={styles.action} onClick={remove}>
            Stop
          </button>
        </div>
      ) : null}
      {state.status === 'on' ? (
        <button type="button" className={styles.action} onClick={remove}>
          Remove from this device
        </button>
      ) : null}
    </div>
  );
}
