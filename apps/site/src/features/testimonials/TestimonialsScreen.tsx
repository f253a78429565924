import { FALLBACK_TESTIMONIALS, testimonialsSection } from '@sukoon/contracts/content/testimonials';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { testimonialsPageCopy } from '@sukoon/contracts/copy/pages/testimonials';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { TestimonialGrid, TestimonialGridSkeleton } from '@sukoon/ui/patterns/TestimonialGrid';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { useOnline } from '../../lib/OnlineStatus';
import { useTestimonials } from './api/testimonials';
import * as styles from './TestimonialsScreen.css';
import { Text } from '@sukoon/ui/primitives/Text';

/** Room kept while loading: two rows of the desktop's three columns. */
const LOADING_CARDS = 6;

/**
 * /testimonials (B2, B8): "Transformative Experiences" and a grid of cards (duplicates dropped, B3
 * defaults applied). Empty: "No testimonials found". A failed call shows the five built-in testimonials
 * under a warning, worded for offline when the device is offline.
 */
export function TestimonialsScreen() {
  const online = useOnline();
  const query = useTestimonials();
  const copy = testimonialsCopy.page;
  return (
    <>
      <PageHeading title={testimonialsPageCopy.heading} subtitle={testimonialsSection.intro} />
      <div className={styles.content}>
        {query.data ? (
          query.data.length === 0 ? (
            <Text size="lg" tone="secondary" align="center" className={styles.empty}>
              {copy.empty}
            </Text>
          ) : (
            <TestimonialGrid testimonials={query.data} headingLevel={2} />
          )
        ) : query.isError ? (
          <>
            <Notice tone="warning">{online ? copy.loadFailed : copy.offlineFallback}</Notice>
            <TestimonialGrid testimonials={FALLBACK_TESTIMONIALS} headingLevel={2} />
          </>
        ) : (
          <TestimonialGridSkeleton cards={LOADING_CARDS} label={copy.loading} />
        )}
      </div>
    </>
  );
}
