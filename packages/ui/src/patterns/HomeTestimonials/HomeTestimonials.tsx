import { useId, type ReactNode } from 'react';
import { HOME_TESTIMONIAL_CAP, type Testimonial } from '@sukoon/contracts';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { Notice } from '../../primitives/Notice';
import { TestimonialGrid, TestimonialGridSkeleton } from '../TestimonialGrid';
import { Section } from '../../primitives/Section';
import * as styles from './HomeTestimonials.css';
import { Text } from '../../primitives/Text';

export const homeTestimonialsStates = ['loading', 'loaded', 'error'] as const;
export type HomeTestimonialsState = (typeof homeTestimonialsStates)[number];

export interface HomeTestimonialsProps {
  state: HomeTestimonialsState;
  /** Those approved for the home page (contracts' homeTestimonials); never more than four are shown. */
  testimonials?: readonly Testimonial[];
  heading: string;
  intro?: string;
  /** Below the cards, e.g. the link to /testimonials (the page passes its router link). */
  action?: ReactNode;
}

/** The home page's testimonials (A7, A8, A9): at most four cards, "No testimonials available", or the error text. */
export function HomeTestimonials({ state, testimonials = [], heading, intro, action }: HomeTestimonialsProps) {
  const copy = testimonialsCopy.home;
  const headingId = useId();
  const shown = testimonials.slice(0, HOME_TESTIMONIAL_CAP);
  return (
    <Section heading={heading} intro={intro} headingId={headingId}>
      {state === 'loading' ? (
        <TestimonialGridSkeleton cards={HOME_TESTIMONIAL_CAP} label={copy.loading} />
      ) : state === 'error' ? (
        <Notice tone="error">{copy.error}</Notice>
      ) : shown.length === 0 ? (
        <Text size="md" tone="secondary" align="center" className={styles.empty}>
          {copy.empty}
        </Text>
      ) : (
        <TestimonialGrid testimonials={shown} labelledBy={headingId} />
      )}
      {action && state === 'loaded' ? <div className={styles.action}>{action}</div> : null}
    </Section>
  );
}
