import { useId } from 'react';
import type { HeroContent } from '@sukoon/contracts/content/home';
import { heroFrame, heroStageTime, type HeroStage } from './heroSequence';
import { useReducedMotion } from '../../theme/useMediaQuery';
import { useHeroClock } from './useHeroClock';
import * as styles from './Hero.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface HeroProps {
  /** content/home.ts `hero`: headline, Welcome, the intro's lead and words, the button. */
  content: HeroContent;
  /**
   * Show one stage of the reveal, still (stories, designers). Without it the reveal runs once from
   * the first paint, unless the reader prefers less motion: then the final state shows at once.
   */
  stage?: HeroStage;
  /** Or stop the reveal's clock at this many milliseconds (takes precedence over `stage`). */
  elapsedMs?: number;
}

/**
 * Splits the intro sentence around its flipping words, each with the punctuation right after it:
 * ["A safe space for ", [0, ","], " ", [1, ","], ...]. The punctuation stays on the word's line (a comma never
 * starts a line, which the balanced wrapping would otherwise allow after an inline-block word).
 */
function introParts(introText: string, words: readonly string[]): (string | [number, string])[] {
  const parts: (string | [number, string])[] = [];
  let rest = introText;
  words.forEach((word, index) => {
    const at = rest.indexOf(word);
    if (at < 0) return;
    if (at > 0) parts.push(rest.slice(0, at));
    rest = rest.slice(at + word.length);
    const punctuation = /^[,.;:!?]*/.exec(rest)![0];
    parts.push([index, punctuation]);
    rest = rest.slice(punctuation.length);
  });
  if (rest) parts.push(rest);
  return parts;
}

/**
 * The home page's hero (A4): the headline types in, then Welcome, then the intro's words flip in one
 * by one, then the "Schedule your session" button. Every word is real text in the HTML from the first
 * paint and read once by screen readers: the typing is an aria-hidden layer drawn over a ghost of the
 * headline, and the flips are decoration on words already shown. Less motion: the final state, still.
 */
export function Hero({ content, stage, elapsedMs }: HeroProps) {
  const headingId = useId();
  const { headline, words } = content;
  const still = elapsedMs !== undefined || stage !== undefined;
  const lessMotion = useReducedMotion();
  const clock = useHeroClock(headline.length, words.length, !still && !lessMotion);
  const time = elapsedMs ?? (stage ? heroStageTime(stage, headline.length, words.length) : clock);
  const frame = heroFrame(time, headline.length, words.length);
  const typing = frame.stage === 'typing' && frame.typed < headline.length;

  return (
    <section
      className={styles.root}
      aria-labelledby={headingId}
      data-stage={frame.stage}
      data-still={still || lessMotion || undefined}
    >
      <Heading
        level={1}
        id={headingId}
        size={{ mobile: '4xl', tablet: '5xl', desktop: '6xl' }}
        leading="tight"
        className={styles.headline}
      >
        <span className={styles.headlineText} data-ghost={typing || undefined}>
          {headline}
        </span>
        {typing ? (
          <span className={styles.typedLayer} aria-hidden="true">
            {headline.slice(0, frame.typed)}
            {/* The rest is laid out but not drawn, so the layer wraps exactly like the headline. */}
            <span className={styles.untyped}>{headline.slice(frame.typed)}</span>
          </span>
        ) : null}
      </Heading>
      <p className={styles.welcome} data-shown={frame.stage !== 'typing' || undefined}>
        {content.welcome}
      </p>
      <Text size={{ mobile: 'lg', tablet: 'xl' }} tone="secondary" leading="normal" className={styles.intro}>
        {introParts(content.introText, words).map((part) =>
          typeof part === 'string' ? (
            part
          ) : (
            <span key={words[part[0]]} className={styles.wordWithPunctuation}>
              <span
                className={styles.word}
                data-flip={part[0] === frame.word ? 'now' : part[0] < frame.word ? 'done' : undefined}
              >
                {words[part[0]]}
              </span>
              {part[1]}
            </span>
          ),
        )}
      </Text>
      <div className={styles.action} data-glow={frame.stage === 'button' || undefined}>
        <a href={content.cta.href} className={styles.cta}>
          {content.cta.label}
        </a>
      </div>
    </section>
  );
}
