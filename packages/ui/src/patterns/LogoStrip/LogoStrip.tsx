import { useId, useState } from 'react';
import type { PartnerLogo } from '@sukoon/contracts/content/media';
import { mediaCopy } from '@sukoon/contracts/copy/media';
import { Button } from '../../primitives/Button';
import { media } from '../../theme/media';
import { useMediaQuery } from '../../theme/useMediaQuery';
import * as styles from './LogoStrip.css';
import { inlineVars } from '../../theme/inlineVars';
import { Heading } from '../../primitives/Heading';

export interface LogoStripProps {
  /** The marks in order (STRIP_PARTNER_LOGOS, or FALLBACK_PARTNER_LOGOS after a failure). */
  logos: readonly PartnerLogo[];
  /** "We are Featured On" (content's mediaPage.partnersHeading). */
  heading: string;
  /** The heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
  /**
   * A static wrapped row instead of the scroll. Default: the reader's prefers-reduced-motion setting
   * (stories pass false to show the scroll and its pause control).
   */
  still?: boolean;
}

/** Seconds per mark for one full loop: slow enough to read a name as it passes. */
const SECONDS_PER_LOGO = 3;

/**
 * "We are Featured On" (A2, B2): the partners' marks scrolling sideways as decoration. The scroll stops
 * while hovered or focused and with the visible Pause control (WCAG 2.2.2); under prefers-reduced-motion
 * the marks are a static wrapped row. Each mark is an SVG named by its alt text.
 */
export function LogoStrip({ logos, heading, headingLevel = 2, still }: LogoStripProps) {
  // Before the reader's setting is known (a prerendered page), the one-row strip: it is what most readers get, so
  // nothing moves when it becomes known; its CSS keeps it still for those who asked for less motion meanwhile.
  const prefersStill = useMediaQuery(media.reducedMotion, false);
  const moving = !(still ?? prefersStill) && logos.length > 0;
  const [paused, setPaused] = useState(false);
  const headingId = useId();

  const marks = (hidden: boolean) =>
    logos.map((logo) => (
      <li key={logo.number} className={styles.item}>
        <img
          className={styles.logo}
          src={logo.image.src}
          width={logo.image.width}
          height={logo.image.height}
          // The copy that closes the loop is decoration: its marks are already named once.
          alt={hidden ? '' : logo.name}
          loading="lazy"
          decoding="async"
        />
      </li>
    ));

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} size={{ mobile: 'xl', tablet: '2xl' }} leading="tight">
          {heading}
        </Heading>
        {moving ? (
          <Button variant="secondary" size="small" onClick={() => setPaused((value) => !value)}>
            {paused ? mediaCopy.strip.play : mediaCopy.strip.pause}
          </Button>
        ) : null}
      </div>
      {moving ? (
        <div className={styles.viewport} data-paused={paused || undefined}>
          <div
            className={styles.track}
            style={inlineVars({ [styles.loopDuration]: `${logos.length * SECONDS_PER_LOGO}s` })}
          >
            <ul className={styles.list} aria-label={mediaCopy.strip.listLabel}>
              {marks(false)}
            </ul>
            <ul className={styles.list} aria-hidden="true">
              {marks(true)}
            </ul>
          </div>
        </div>
      ) : (
        <ul className={styles.wrapped} aria-label={mediaCopy.strip.listLabel}>
          {marks(false)}
        </ul>
      )}
    </section>
  );
}
