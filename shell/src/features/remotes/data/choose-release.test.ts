import {
  BUCKET_KEY,
  chooseRelease,
  deviceBucket,
  readFailedCandidates,
  rememberFailedCandidate,
} from './choose-release';

/** A Storage of one device. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A small seeded generator (mulberry32), so that the simulated devices are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stable = 'https://exams.example/1.0.0-aaaaaaaa/mf-manifest.json';
const candidateUrl = 'https://exams.example/1.0.1-bbbbbbbb/mf-manifest.json';
const entry = (share: number) => ({
  manifest: stable,
  candidate: { manifest: candidateUrl, share },
});

describe('deviceBucket', () => {
  it('draws a bucket once and gives the same one on every later load of the device', () => {
    const storage = memoryStorage();
    const first = deviceBucket(storage, () => 0.4273);
    expect(first).toBe(42);
    expect(deviceBucket(storage, () => 0.99)).toBe(42);
    expect(storage.getItem(BUCKET_KEY)).toBe('42');
  });

  it('draws again when the stored bucket is not one (edited or corrupt)', () => {
    const storage = memoryStorage();
    storage.setItem(BUCKET_KEY, '250');
    expect(deviceBucket(storage, () => 0.07)).toBe(7);
    storage.setItem(BUCKET_KEY, 'x');
    expect(deviceBucket(storage, () => 0.999999)).toBe(99);
  });

  it('still gives a bucket when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(deviceBucket(broken, () => 0.5)).toBe(50);
  });

  it.each([10, 50, 90])(
    'sends %i %% of 10 000 simulated devices to the candidate, within 2 points',
    (share) => {
      const random = seeded(share);
      let onCandidate = 0;
      for (let device = 0; device < 10_000; device++) {
        const bucket = deviceBucket(memoryStorage(), random);
        if (chooseRelease(entry(share), { bucket }).which === 'candidate') onCandidate++;
      }
      expect(Math.abs((onCandidate / 10_000) * 100 - share)).toBeLessThanOrEqual(2);
    },
  );
});

describe('chooseRelease', () => {
  it('loads stable when no candidate is offered, or at a share of 0', () => {
    expect(chooseRelease({ manifest: stable }, { bucket: 0 })).toEqual({
      which: 'stable',
      manifest: stable,
      reason: 'no candidate is offered',
    });
    expect(chooseRelease(entry(0), { bucket: 0 })).toEqual({
      which: 'stable',
      manifest: stable,
      reason: 'the candidate is offered to 0 % of devices (rolled back)',
    });
  });

  it('loads the candidate for buckets below the share and stable from the share up', () => {
    expect(chooseRelease(entry(50), { bucket: 49 })).toEqual({
      which: 'candidate',
      manifest: candidateUrl,
      reason: "this device's bucket 49 is below the 50 % share",
    });
    expect(chooseRelease(entry(50), { bucket: 50 })).toEqual({
      which: 'stable',
      manifest: stable,
      reason: "this device's bucket 50 is not below the 50 % share",
    });
    expect(chooseRelease(entry(100), { bucket: 99 }).which).toBe('candidate');
  });

  it('keeps a device on stable once this candidate failed on it, and offers it the next one', () => {
    const failed = { manifest: candidateUrl, kind: 'chunk', detail: 'missing file', at: 1 };
    expect(chooseRelease(entry(100), { bucket: 3, failed })).toEqual({
      which: 'stable',
      manifest: stable,
      reason: 'the candidate failed on this device (chunk: missing file); stable is shown',
    });
    const next = { manifest: stable, candidate: { manifest: `${candidateUrl}?v=2`, share: 100 } };
    expect(chooseRelease(next, { bucket: 3, failed }).which).toBe('candidate');
  });
});

describe('rememberFailedCandidate', () => {
  it('stores the failure per section and says whether it was stored', () => {
    const storage = memoryStorage();
    const failure = { manifest: candidateUrl, kind: 'render', detail: 'boom', at: 5 };
    expect(rememberFailedCandidate(storage, 'exams', failure)).toBe(true);
    expect(readFailedCandidates(storage)).toEqual({ exams: failure });
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(rememberFailedCandidate(refusing, 'exams', failure)).toBe(false);
  });
});
