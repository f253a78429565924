import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hero } from '@sukoon/contracts/content/home';
import { Hero } from './Hero';
import { HERO_PACE, heroFrame, heroStageTime, heroStages, heroTimeline } from './heroSequence';
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

describe('useHeroClock', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('counts up on animation frames and stops at the end', () => {
    const { result } = renderHook(() => useHeroClock(1000, true));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeGreaterThan(400);
    expect(result.current).toBeLessThan(1000);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('not running (less motion, or a still stage): the end at once, no frames asked for', () => {
    const { result } = renderHook(() => useHeroClock(1000, false));
    expect(result.current).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Hero', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }));
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
