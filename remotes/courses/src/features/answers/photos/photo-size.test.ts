import { PHOTO_LIMITS, fitWithin, photoMarkdown } from './photo-size';

describe('fitWithin', () => {
  it('scales a phone photo down to the longest side asked, keeping its shape', () => {
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
  });

  it('never enlarges a small picture, and never gives a side of 0', () => {
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(10_000, 3, 1024)).toEqual({ width: 1024, height: 1 });
    expect(fitWithin(0, 0, 1024)).toEqual({ width: 1, height: 1 });
  });

  it('tries smaller sizes at lower quality, under the Storage rules’ 1 MB', () => {
    const sides = PHOTO_LIMITS.tries.map((step) => step.side);
    expect([...sides].sort((a, b) => b - a)).toEqual(sides);
    expect(PHOTO_LIMITS.maxBytes).toBe(1024 * 1024);
  });
});

describe('photoMarkdown', () => {
  it('is an image with words for those who cannot see it', () => {
    expect(
      photoMarkdown('http://127.0.0.1:9199/v0/b/demo/o/answerPhotos%2Fu%2Fp.jpg?alt=media'),
    ).toBe(
      '![Photo of a handwritten solution](http://127.0.0.1:9199/v0/b/demo/o/answerPhotos%2Fu%2Fp.jpg?alt=media)',
    );
  });
});
