import { useCallback, useEffect, useState } from 'react';

export const TOPICS_STORAGE_KEY = 'vithelper.placements.topics';

function readTicks(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(TOPICS_STORAGE_KEY) ?? '[]');
    return new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    // Storage blocked (private mode) or a corrupted value: start with no ticks rather than crash.
    return new Set();
  }
}

function writeTicks(ticks: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(TOPICS_STORAGE_KEY, JSON.stringify([...ticks]));
  } catch {
    // Ticks then last only for this visit; nothing a student can do about it, so no message.
  }
}

export type TickedTopics = {
  ticked: ReadonlySet<string>;
  toggle: (id: string) => void;
  clear: () => void;
};

/** Which checklist topics the student has ticked, kept in this browser across visits. */
export function useTickedTopics(): TickedTopics {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(readTicks);

  // Another tab ticking a topic updates this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOPICS_STORAGE_KEY || event.key === null) setTicked(readTicks());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => writeTicks(ticked), [ticked]);

  const toggle = useCallback(
    (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setTicked(new Set()), []);

  return { ticked, toggle, clear };
}
