import { useId, type ReactNode } from 'react';
import type { Founder as FounderContent } from '@sukoon/contracts/content/founder';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import * as styles from './Founder.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

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
        <Heading level={headingLevel} id={headingId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {heading}
        </Heading>
        <div>
          <Text size="xl" tone="primary" weight="semibold">
            {founder.name}
          </Text>
          <Text size="sm" tone="secondary">
            {founder.role}
          </Text>
        </div>
        <blockquote className={styles.quote}>
          <p>{founder.quote}</p>
        </blockquote>
        {variant === 'home' ? (
          <Text size="md" tone="secondary" leading="normal">
            {founder.summary}
          </Text>
        ) : (
          founder.biography.map((paragraph) => (
            <Text key={paragraph} size="md" tone="secondary" leading="normal">
              {paragraph}
            </Text>
          ))
        )}
        {action ? <div>{action}</div> : null}
      </div>
    </section>
  );
}
