import type { Testimonial } from '@sukoon/contracts';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { TestimonialCard } from '../TestimonialCard';
import * as styles from './TestimonialGrid.css';

export interface TestimonialGridProps {
  testimonials: readonly Testimonial[];
  /** The grid's accessible name: the section heading's id when there is one. */
  labelledBy?: string;
  /** The cards' name headings; default 3 (under the page's h2). */
  headingLevel?: 2 | 3 | 4;
}

/** Testimonial cards in one to three columns (B2 and the home page's four). */
export function TestimonialGrid({ testimonials, labelledBy, headingLevel = 3 }: TestimonialGridProps) {
  return (
    <ul
      className={styles.grid}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : testimonialsCopy.gridLabel}
    >
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className={styles.item}>
          <TestimonialCard testimonial={testimonial} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export interface TestimonialGridSkeletonProps {
  /** How many cards to keep room for: the number usually shown. */
  cards: number;
  /** Announced while loading ("Loading testimonials"). */
  label: string;
}

/**
 * The grid's room while testimonials load: card-sized placeholders in the grid's own columns. Testimonials change
 * often, so a prerendered page shows this rather than cards that may be out of date, and nothing shifts when they come.
 */
export function TestimonialGridSkeleton({ cards, label }: TestimonialGridSkeletonProps) {
  return (
    <div role="status" aria-live="polite" data-skeleton="">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={styles.placeholder} />
        ))}
      </ul>
    </div>
  );
}
