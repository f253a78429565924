import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hero } from '@sukoon/contracts/content/home';
import { Hero } from './Hero';
import { HERO_PACE, heroFrame, heroNextChange, heroStageTime, heroStages, heroTimeline } from './heroSequence';
import { useHeroClock } from './useHeroClock';

const length = hero.headline.length;
const words = hero.words.length;
const t = heroTimeline(length, words);

describe('heroFrame', () => {
  it('types the headline a character at a time, then Welcome, then each word, then the button', () => {
    expect(heroFrame(0, length, words)).toEqual({ stage: 'typing', typed: 0, word: -1 });
    expect(heroFrame(HERO_PACE.typeCharMs * 3, length, words)).toMatchObject({ stage: 'typing', typed: 3 });
    expect(heroFrame(t.typingEnd, length, words)).toMatchObject({ stage: 'typing', typed: length });
    expect(heroFrame(t.welcomeStart, length, words)).toMatchObject({ stage: 'welcome', typed: length, word: -1 });
    expect(heroFrame(t.wordsStart, length, words)).toMatchObject({ stage: 'words', word: 0 });
    expect(heroFrame(t.wordsStart + HERO_PACE.wordMs * 2, length, words)).toMatchObject({ stage: 'words', word: 2 });
    expect(heroFrame(t.buttonStart, length, words)).toMatchObject({ stage: 'button', word: words });
    expect(heroFrame(t.end, length, words)).toEqual({ stage: 'done', typed: length, word: words });
    expect(heroFrame(t.end * 10, length, words).stage).toBe('done');
    expect(heroFrame(-50, length, words)).toMatchObject({ stage: 'typing', typed: 0 });
  });

  it('gives a moment inside every stage, so each can be shown still', () => {
    for (const stage of heroStages) {
      expect(heroFrame(heroStageTime(stage, length, words), length, words).stage).toBe(stage);
    }
  });
});

describe('heroNextChange', () => {
  it('names each moment the frame changes, and no other, until the reveal is done', () => {
    const changes: number[] = [];
    for (let at: number | undefined = 0; at !== undefined; at = heroNextChange(at, length, words)) changes.push(at);
    // Every millisecond of the reveal: the frame differs from the one before exactly at those moments.
    const expected = [0];
    for (let ms = 1; ms <= t.end + 100; ms += 1) {
      if (JSON.stringify(heroFrame(ms, length, words)) !== JSON.stringify(heroFrame(ms - 1, length, words))) {
        expected.push(ms);
      }
    }
    expect(changes).toEqual(expected);
    expect(heroNextChange(t.end, length, words)).toBeUndefined();
  });
});

describe('useHeroClock', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('moves on only when the frame changes, and stops at the end', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useHeroClock(length, words, true);
    });
    expect(result.current).toBe(0);
    // The first frame comes 16 ms in, and each change on the animation frame after its moment.
    act(() => vi.advanceTimersByTime(HERO_PACE.typeCharMs * 3 + 37));
    expect(heroFrame(result.current, length, words).typed).toBe(3);
    act(() => vi.advanceTimersByTime(t.end));
    expect(result.current).toBe(t.end);
    expect(vi.getTimerCount()).toBe(0);
    // About one render per change (a character, a stage, a word), not one per animation frame (t.end / 16).
    const changes = length + words + 4;
    expect(renders).toBeLessThanOrEqual(changes + 3);
    expect(renders).toBeLessThan(t.end / 16 / 2);
  });

  it('not running (less motion, or a still stage): the end at once, no frames asked for', () => {
    const { result } = renderHook(() => useHeroClock(length, words, false));
    expect(result.current).toBe(t.end);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Hero', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('has every word in the HTML from the first frame while the reveal runs', () => {
    const { container } = render(createElement(Hero, { content: hero }));
    const section = container.querySelector('section')!;
    expect(section.dataset.stage).toBe('typing');
    // The typing layer is decoration: the heading's name is the whole headline from the start.
    expect(screen.getByRole('heading', { level: 1, name: hero.headline })).toBeInTheDocument();
    expect(screen.getByText(hero.welcome)).toBeInTheDocument();
    expect(container.querySelector('p:nth-of-type(2)')!.textContent).toBe(hero.introText);
    expect(screen.getByRole('link', { name: hero.cta.label })).toHaveAttribute('href', '/services');
    act(() => vi.advanceTimersByTime(t.wordsStart + HERO_PACE.wordMs / 2));
    expect(section.dataset.stage).toBe('words');
    act(() => vi.advanceTimersByTime(t.end));
    expect(section.dataset.stage).toBe('done');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
