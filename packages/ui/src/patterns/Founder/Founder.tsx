import { useId, type ReactNode } from 'react';
import type { Founder as FounderContent } from '@sukoon/contracts/content/founder';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import * as styles from './Founder.css';

/** 'home': the home page's section (summary and quote). 'about': the About page's profile (biography). */
export const founderVariants = ['home', 'about'] as const;
export type FounderVariant = (typeof founderVariants)[number];

export interface FounderProps {
  founder: FounderContent;
  heading: string;
  variant?: FounderVariant;
  /** The heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
  /** Below the text, e.g. the home page's link to the About page (the page passes its router link). */
  action?: ReactNode;
  /** The portrait is below the fold on both pages: lazy unless the page says otherwise. */
  eager?: boolean;
}

/** The founder's section (A2): illustrated portrait, name and role, her words and her story. */
export function Founder({ founder, heading, variant = 'home', headingLevel = 2, action, eager = false }: FounderProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.portraitFrame}>
        <ResponsivePicture
          picture={founder.portrait}
          sizes={styles.portraitSizes}
          className={styles.portrait}
          eager={eager}
        />
      </div>
      <div className={styles.text}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <div>
          <p className={styles.name}>{founder.name}</p>
          <p className={styles.role}>{founder.role}</p>
        </div>
        <blockquote className={styles.quote}>
          <p className={styles.quoteText}>{founder.quote}</p>
        </blockquote>
        {variant === 'home' ? (
          <p className={styles.paragraph}>{founder.summary}</p>
        ) : (
          founder.biography.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))
        )}
        {action ? <div>{action}</div> : null}
      </div>
    </section>
  );
}
