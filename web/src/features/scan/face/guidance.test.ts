import { describe, expect, it } from 'vitest';
import { type FrameFindings, frameGuidance, HeadMotionMeter } from './guidance.ts';

const good: FrameFindings = {
  frameWidth: 640,
  frameHeight: 480,
  box: { x: 240, y: 130, width: 160, height: 200 },
  faceDetected: true,
  brightness: 130,
  headSpeed: 0.1,
};

describe('frameGuidance', () => {
  it('says the face is detected when framing, light and stillness are fine', () => {
    expect(frameGuidance(good)).toBe('detected');
  });

  it.each([
    [{ faceDetected: false }, 'position'],
    [{ box: { x: 300, y: 220, width: 60, height: 80 } }, 'too-small'],
    [{ box: { x: 120, y: 20, width: 400, height: 440 } }, 'too-large'],
    [{ box: { x: 20, y: 130, width: 160, height: 200 } }, 'off-centre'],
    [{ brightness: 30 }, 'too-dark'],
    [{ brightness: 240 }, 'too-bright'],
    [{ headSpeed: 2 }, 'moving'],
    [{ box: null, brightness: 30 }, 'too-dark'],
  ] as const)('%o → %s', (change, expected) => {
    expect(frameGuidance({ ...good, ...change })).toBe(expected);
  });
});

describe('HeadMotionMeter', () => {
  it('measures speed in eye distances per second, smoothed', () => {
    const m = new HeadMotionMeter();
    expect(m.update({ x: 0, y: 0 }, 100, 0)).toBe(0);
    let v = 0;
    for (let i = 1; i <= 60; i++) v = m.update({ x: i * 5, y: 0 }, 100, i * 33.3);
    // 5 px per 33.3 ms with 100 px between the eyes = 1.5 eye distances per second.
    expect(v).toBeCloseTo(1.5, 1);
    m.lose();
    expect(m.update({ x: 9999, y: 0 }, 100, 2100)).toBeCloseTo(v);
  });
});
