import { SERVICE_CATEGORY_SLIDES, hero, homeSections } from '@sukoon/contracts/content/home';
import { Hero } from '@sukoon/ui/patterns/Hero';
import { ServiceCarousel } from '@sukoon/ui/patterns/ServiceCarousel';
import { deferredSection } from '../../lib/deferredSection';
import * as styles from './HomeScreen.css';

/** Everything under the service carousel: below the first screen of a phone and of a laptop. */
const HomeLowerSections = deferredSection(() => import('./HomeLowerSections'));

/**
 * The home page (A1, A2, A4): the hero and the service carousel, then the sections below the first screen
 * (HomeLowerSections), whose code loads when a visitor scrolls near them. Every section is in the page's HTML from
 * the start.
 */
export function HomeScreen() {
  return (
    <>
      <Hero content={hero} />
      <div className={styles.content}>
        <ServiceCarousel slides={SERVICE_CATEGORY_SLIDES} heading={homeSections.carouselHeading} priority />
        <HomeLowerSections />
      </div>
    </>
  );
}
