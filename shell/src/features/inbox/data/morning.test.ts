import type { DueToday } from '@vithelper/practice/due-today';
import type { MorningItem } from '@vithelper/practice/morning';
import { lookAtTheMorning } from './morning';

const NOW = new Date(2026, 10, 29, 7).getTime();
const LATER = new Date(2026, 10, 29, 21).getTime();
const TOMORROW = new Date(2026, 10, 30, 7).getTime();

const due = (count: number): DueToday => ({
  total: count,
  courses: count ? [{ code: 'CSE2005', name: 'Operating Systems', due: count }] : [],
  practised: 1,
});

/** A device (its localStorage) and an inbox that, like the rules, takes each id once. */
function setup(count = 12) {
  const kept = new Map<string, string>();
  const store = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  };
  const inbox = new Map<string, MorningItem>();
  const write = async (item: MorningItem) => {
    if (inbox.has(item.id)) throw new Error('PERMISSION_DENIED');
    inbox.set(item.id, item);
  };
  let reads = 0;
  const readDue = async () => {
    reads += 1;
    return due(count);
  };
  return { store, inbox, write, readDue, reads: () => reads };
}

describe('lookAtTheMorning', () => {
  it('adds one item on the first visit of a day, none on later visits that day', async () => {
    const device = setup();
    const first = await lookAtTheMorning('asha', { ...device, now: NOW });
    expect(first?.title).toBe('12 questions are due today in Operating Systems');
    expect(await lookAtTheMorning('asha', { ...device, now: LATER })).toBeNull();
    expect([...device.inbox.keys()]).toEqual(['due-2026-11-29']);
    // The later visit did not even count.
    expect(device.reads()).toBe(1);

    await lookAtTheMorning('asha', { ...device, now: TOMORROW });
    expect([...device.inbox.keys()]).toEqual(['due-2026-11-29', 'due-2026-11-30']);
  });

  it('adds nothing on a day with nothing due, and looks again the next day', async () => {
    const device = setup(0);
    expect(await lookAtTheMorning('asha', { ...device, now: NOW })).toBeNull();
    expect(device.inbox.size).toBe(0);
    await lookAtTheMorning('asha', { ...device, now: LATER });
    expect(device.reads()).toBe(1);
    await lookAtTheMorning('asha', { ...device, now: TOMORROW });
    expect(device.reads()).toBe(2);
  });

  it('keeps one item when a second device looks the same day', async () => {
    const laptop = setup();
    const phone = { ...setup(), inbox: laptop.inbox, write: laptop.write };
    await lookAtTheMorning('asha', { ...laptop, now: NOW });
    expect(await lookAtTheMorning('asha', { ...phone, now: LATER })).toBeNull();
    expect(laptop.inbox.size).toBe(1);
    // The phone's day is done too: it does not try again.
    await lookAtTheMorning('asha', { ...phone, now: LATER });
    expect(phone.reads()).toBe(1);
  });

  it('keeps each account’s day apart on a shared device', async () => {
    const device = setup();
    await lookAtTheMorning('asha', { ...device, now: NOW });
    // Each account has its own inbox: Ravi's first visit looks at his practice too.
    const ravisInbox = { ...device, ...setup(), store: device.store };
    expect(await lookAtTheMorning('ravi', { ...ravisInbox, now: NOW })).not.toBeNull();
    expect(await lookAtTheMorning('asha', { ...device, now: LATER })).toBeNull();
  });
});
