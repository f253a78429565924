// The hero's reveal (A4) as a pure function of time: headline typing, then Welcome, then the intro's
// words flipping in one after another, then the button. The component draws the frame for a given
// elapsed time, so a story or a test can stop the clock at any stage; the page lets it run.
// These are the design's paces, not the spec's (the spec gives no hero timings).

export const heroStages = ['typing', 'welcome', 'words', 'button', 'done'] as const;
export type HeroStage = (typeof heroStages)[number];

export const HERO_PACE = {
  /** One character of the headline. */
  typeCharMs: 45,
  /** Between the typed headline and Welcome. */
  afterTypingMs: 150,
  welcomeMs: 700,
  /** One intro word's flip. */
  wordMs: 450,
  buttonMs: 900,
} as const;

export interface HeroFrame {
  stage: HeroStage;
  /** How many characters of the headline are typed. */
  typed: number;
  /** The intro word flipping in now (-1 before the first, `words` after the last). */
  word: number;
}

export interface HeroTimeline {
  typingEnd: number;
  welcomeStart: number;
  wordsStart: number;
  buttonStart: number;
  end: number;
}

export function heroTimeline(headlineLength: number, wordCount: number): HeroTimeline {
  const typingEnd = headlineLength * HERO_PACE.typeCharMs;
  const welcomeStart = typingEnd + HERO_PACE.afterTypingMs;
  const wordsStart = welcomeStart + HERO_PACE.welcomeMs;
  const buttonStart = wordsStart + wordCount * HERO_PACE.wordMs;
  return { typingEnd, welcomeStart, wordsStart, buttonStart, end: buttonStart + HERO_PACE.buttonMs };
}

/** The frame `elapsedMs` after the hero first showed. */
export function heroFrame(elapsedMs: number, headlineLength: number, wordCount: number): HeroFrame {
  const t = heroTimeline(headlineLength, wordCount);
  const elapsed = Math.max(0, elapsedMs);
  const typed = Math.min(headlineLength, Math.floor(elapsed / HERO_PACE.typeCharMs));
  if (elapsed < t.welcomeStart) return { stage: 'typing', typed, word: -1 };
  if (elapsed < t.wordsStart) return { stage: 'welcome', typed, word: -1 };
  if (elapsed < t.buttonStart) {
    return { stage: 'words', typed, word: Math.floor((elapsed - t.wordsStart) / HERO_PACE.wordMs) };
  }
  if (elapsed < t.end) return { stage: 'button', typed, word: wordCount };
  return { stage: 'done', typed, word: wordCount };
}

/**
 * The first moment after `elapsedMs` at which the frame changes (the next character, stage or word), or undefined
 * once the reveal is done: the clock wakes only then, instead of drawing the same frame on every animation frame.
 */
export function heroNextChange(elapsedMs: number, headlineLength: number, wordCount: number): number | undefined {
  const t = heroTimeline(headlineLength, wordCount);
  const elapsed = Math.max(0, elapsedMs);
  const after = (start: number, step: number) => start + (Math.floor((elapsed - start) / step) + 1) * step;
  if (elapsed < t.typingEnd) return Math.min(t.typingEnd, after(0, HERO_PACE.typeCharMs));
  if (elapsed < t.welcomeStart) return t.welcomeStart;
  if (elapsed < t.wordsStart) return t.wordsStart;
  if (elapsed < t.buttonStart) return Math.min(t.buttonStart, after(t.wordsStart, HERO_PACE.wordMs));
  if (elapsed < t.end) return t.end;
  return undefined;
}

/** A moment inside each stage (its middle), for a story or a page that wants to show one stage. */
export function heroStageTime(stage: HeroStage, headlineLength: number, wordCount: number): number {
  const t = heroTimeline(headlineLength, wordCount);
  switch (stage) {
    case 'typing':
      return Math.floor(t.typingEnd / 2);
    case 'welcome':
      return t.welcomeStart + Math.floor(HERO_PACE.welcomeMs / 2);
    case 'words':
      return t.wordsStart + Math.floor(wordCount / 2) * HERO_PACE.wordMs + Math.floor(HERO_PACE.wordMs / 2);
    case 'button':
      return t.buttonStart + Math.floor(HERO_PACE.buttonMs / 2);
    case 'done':
      return t.end;
  }
}
