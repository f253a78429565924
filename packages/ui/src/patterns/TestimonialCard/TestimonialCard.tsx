import type { Testimonial } from '@sukoon/contracts';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import * as styles from './TestimonialCard.css';
import { Heading } from '../../primitives/Heading';

export interface TestimonialCardProps {
  /** Normalised (contracts' normaliseTestimonials): defaults applied, rating 1 to 5. */
  testimonial: Testimonial;
  /** The name's heading level in the page's outline; default 3. */
  headingLevel?: 2 | 3 | 4;
}

const STAR = 'M12 2.8l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 17l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z';

/** The first letter of the name, for the avatar ("Aarti S." gives "A"). */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase('en-IN');
}

/** One testimonial (B2): stars for the rating, the quote, an initial avatar in its colour, name and role. */
export function TestimonialCard({ testimonial, headingLevel = 3 }: TestimonialCardProps) {
  const { rating, user_name: name, role, comment, color } = testimonial;
  return (
    <figure className={styles.card}>
      <span className={styles.stars} role="img" aria-label={testimonialsCopy.card.rating(rating)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <svg
            key={n}
            className={n <= rating ? styles.starOn : styles.starOff}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <blockquote className={styles.quote}>
        <p>{comment}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} style={{ backgroundColor: color }} aria-hidden="true">
          {initialOf(name)}
        </span>
        <span className={styles.who}>
          <Heading level={headingLevel} size="md" weight="semibold" leading="snug" className={styles.name}>
            {name}
          </Heading>
          <span className={styles.role}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
