import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALM_LOOP_SAMPLE_RATE,
  CALM_LOOP_SECONDS,
  createWebAudioCalmMusic,
  synthesizeCalmLoop,
  type CalmAudioContext,
} from './calmMusic';

/** Just enough of an AudioContext to see what the pad asks of it (jsdom has no Web Audio). */
function fakeContext() {
  const gain = {
    value: 0,
    /** The level the last ramp goes to. */
    target: 0,
    cancelScheduledValues: vi.fn(),
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn((value: number) => {
      gain.target = value;
    }),
  };
  const source = {
    buffer: null as unknown,
    loop: false,
    connect: vi.fn(),
    start: vi.fn(),
    stop: vi.fn(),
  };
  const context = {
    currentTime: 0,
    destination: {},
    createGain: vi.fn(() => ({ gain, connect: vi.fn() })),
    createBuffer: vi.fn((channels: number, length: number, sampleRate: number) => ({
      channels,
      length,
      sampleRate,
      copyToChannel: vi.fn(),
    })),
    createBufferSource: vi.fn(() => source),
    resume: vi.fn(() => Promise.resolve()),
    suspend: vi.fn(() => Promise.resolve()),
    close: vi.fn(() => Promise.resolve()),
  };
  return { context, gain, source, asContext: context as unknown as CalmAudioContext };
}

describe('createWebAudioCalmMusic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('touches no audio until start() (browsers block sound before a gesture)', () => {
    const fake = fakeContext();
    const createContext = vi.fn(() => fake.asContext);
    const music = createWebAudioCalmMusic({ createContext });
    music.setMuted(true);
    music.stop();
    music.dispose();
    expect(createContext).not.toHaveBeenCalled();
  });

  it('starts one looping source, fades in, and keeps the same context on resume', () => {
    const fake = fakeContext();
    const createContext = vi.fn(() => fake.asContext);
    const music = createWebAudioCalmMusic({ createContext, volume: 0.4 });
    music.start();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(fake.source.loop).toBe(true);
    expect(fake.source.start).toHaveBeenCalledTimes(1);
    expect(fake.context.createBuffer).toHaveBeenCalledWith(
      1,
      CALM_LOOP_SECONDS * CALM_LOOP_SAMPLE_RATE,
      CALM_LOOP_SAMPLE_RATE,
    );
    expect(fake.context.resume).toHaveBeenCalledTimes(1);
    expect(fake.gain.target).toBe(0.4);

    music.stop();
    expect(fake.gain.target).toBe(0);
    expect(fake.context.suspend).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(fake.context.suspend).toHaveBeenCalledTimes(1);

    music.start();
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(fake.source.start).toHaveBeenCalledTimes(1);
    expect(fake.context.resume).toHaveBeenCalledTimes(2);
    expect(fake.gain.target).toBe(0.4);
  });

  it('does not suspend when started again within the fade', () => {
    const fake = fakeContext();
    const music = createWebAudioCalmMusic({ createContext: () => fake.asContext });
    music.start();
    music.stop();
    music.start();
    vi.runAllTimers();
    expect(fake.context.suspend).not.toHaveBeenCalled();
  });

  it('mute silences without stopping, and a mute chosen before Start holds', () => {
    const fake = fakeContext();
    const music = createWebAudioCalmMusic({ createContext: () => fake.asContext, volume: 0.3 });
    music.setMuted(true);
    music.start();
    expect(fake.gain.target).toBe(0);
    music.setMuted(false);
    expect(fake.gain.target).toBe(0.3);
    music.setMuted(true);
    expect(fake.gain.target).toBe(0);
    vi.runAllTimers();
    expect(fake.context.suspend).not.toHaveBeenCalled();
    // Unmuting while stopped stays silent.
    music.stop();
    music.setMuted(false);
    expect(fake.gain.target).toBe(0);
  });

  it('dispose() stops the source and closes the context', () => {
    const fake = fakeContext();
    const music = createWebAudioCalmMusic({ createContext: () => fake.asContext });
    music.start();
    music.dispose();
    expect(fake.source.stop).toHaveBeenCalledTimes(1);
    expect(fake.context.close).toHaveBeenCalledTimes(1);
  });
});

describe('synthesizeCalmLoop', () => {
  const rate = 8_000;
  const loop = synthesizeCalmLoop(rate);

  it('is 16 s long, never clips and is deterministic', () => {
    expect(loop.length).toBe(CALM_LOOP_SECONDS * rate);
    expect(CALM_LOOP_SECONDS).toBe(16);
    const peak = loop.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeCloseTo(0.5, 5);
    const again = synthesizeCalmLoop(rate);
    expect(again.every((value, i) => value === loop[i])).toBe(true);
  });

  it('joins its end to its start without a click', () => {
    const jump = Math.abs(loop[0]! - loop[loop.length - 1]!);
    let largestStep = 0;
    for (let i = 1; i < loop.length; i += 1) largestStep = Math.max(largestStep, Math.abs(loop[i]! - loop[i - 1]!));
    expect(jump).toBeLessThanOrEqual(largestStep);
  });
});
