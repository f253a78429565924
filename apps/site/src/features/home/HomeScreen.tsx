import { useId } from 'react';
import { articlesSection, featuredArticles } from '@sukoon/contracts/content/articles';
import { founder, founderSection } from '@sukoon/contracts/content/founder';
import {
  SERVICE_CATEGORY_SLIDES,
  SERVICES_LIST,
  calmSection,
  hero,
  homeSections,
  statsSection,
} from '@sukoon/contracts/content/home';
import { STRIP_PARTNER_LOGOS } from '@sukoon/contracts/content/media';
import { testimonialsSection } from '@sukoon/contracts/content/testimonials';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { ArticleList } from '@sukoon/ui/patterns/ArticleList';
import { CalmTimer } from '@sukoon/ui/patterns/CalmTimer';
import { CertificateList } from '@sukoon/ui/patterns/CertificateList';
import { Founder } from '@sukoon/ui/patterns/Founder';
import { Hero } from '@sukoon/ui/patterns/Hero';
import { HomeTestimonials } from '@sukoon/ui/patterns/HomeTestimonials';
import { LogoStrip } from '@sukoon/ui/patterns/LogoStrip';
import { ServiceCarousel } from '@sukoon/ui/patterns/ServiceCarousel';
import { ServicesList } from '@sukoon/ui/patterns/ServicesList';
import { Stats } from '@sukoon/ui/patterns/Stats';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { useClock } from '../../lib/Clock';
import { paths } from '../../lib/paths';
import { useCertificates } from '../about';
import { useHomeTestimonials } from '../testimonials';
import * as styles from './HomeScreen.css';

/**
 * The home page (A1, A2, A4): the hero, the service carousel, the Minute Of Calm, the certifications and the
 * partner strip, the statistics, the services list, the founder, the approved testimonials and the featured
 * articles. Everything but the certifications and the testimonials is the contracts' content, so it is in the
 * page's HTML from the start; those two come from the server, with their A8 fallbacks.
 */
export function HomeScreen() {
  const now = useClock()();
  const certificates = useCertificates();
  const testimonials = useHomeTestimonials();
  const certificatesHeadingId = useId();
  return (
    <>
      <Hero content={hero} />
      <div className={styles.content}>
        <ServiceCarousel slides={SERVICE_CATEGORY_SLIDES} heading={homeSections.carouselHeading} priority />
        <CalmTimer heading={calmSection.heading} intro={calmSection.intro} />
        <section className={styles.section} aria-labelledby={certificatesHeadingId}>
          <h2 id={certificatesHeadingId} className={styles.heading}>
            {homeSections.certificatesHeading}
          </h2>
          <CertificateList
            variant="grid"
            labelledBy={certificatesHeadingId}
            certificates={certificates.certificates}
            loading={certificates.loading}
            failure={certificates.failure}
            onRetry={certificates.retry}
          />
        </section>
        <LogoStrip logos={STRIP_PARTNER_LOGOS} heading={homeSections.partnersHeading} />
        <Stats now={now} heading={statsSection.heading} intro={statsSection.intro} />
        <ServicesList items={SERVICES_LIST} heading={homeSections.servicesHeading} intro={homeSections.servicesIntro} />
        <Founder
          founder={founder}
          heading={founderSection.heading}
          variant="home"
          action={<TextLink href={paths.about}>{homeSectionsCopy.founder.more}</TextLink>}
        />
        <HomeTestimonials
          state={testimonials.state}
          testimonials={testimonials.testimonials}
          heading={testimonialsSection.homeHeading}
          action={<TextLink href={paths.testimonials}>{testimonialsCopy.home.seeAll}</TextLink>}
        />
        <ArticleList articles={featuredArticles} heading={articlesSection.heading} intro={articlesSection.intro} />
      </div>
    </>
  );
}
