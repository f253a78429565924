import { useId } from 'react';
import { articlesSection, featuredArticles } from '@sukoon/contracts/content/articles';
import { founder, founderSection } from '@sukoon/contracts/content/founder';
import { SERVICES_LIST, calmSection, homeSections, statsSection } from '@sukoon/contracts/content/home';
import { STRIP_PARTNER_LOGOS } from '@sukoon/contracts/content/media';
import { testimonialsSection } from '@sukoon/contracts/content/testimonials';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import { testimonialsCopy } from '@sukoon/contracts/copy/testimonials';
import { ArticleList } from '@sukoon/ui/patterns/ArticleList';
import { CalmTimer } from '@sukoon/ui/patterns/CalmTimer';
import { CertificateList } from '@sukoon/ui/patterns/CertificateList';
import { Founder } from '@sukoon/ui/patterns/Founder';
import { HomeTestimonials } from '@sukoon/ui/patterns/HomeTestimonials';
import { LogoStrip } from '@sukoon/ui/patterns/LogoStrip';
import { ServicesList } from '@sukoon/ui/patterns/ServicesList';
import { Stats } from '@sukoon/ui/patterns/Stats';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { useClock } from '../../lib/Clock';
import { paths } from '../../lib/paths';
import { useCertificates } from '../about';
import { useHomeTestimonials } from '../testimonials';
import * as styles from './HomeScreen.css';
import { Heading } from '@sukoon/ui/primitives/Heading';

/**
 * The home page's sections below its first screen (HomeScreen loads them as a deferred section): the Minute Of Calm,
 * the certifications and the partner strip, the statistics, the services list, the founder, the approved
 * testimonials and the featured articles. The certifications and the testimonials come from the server, with their
 * A8 fallbacks; the rest is the contracts' content.
 */
function HomeLowerSections() {
  const now = useClock()();
  const certificates = useCertificates();
  const testimonials = useHomeTestimonials();
  const certificatesHeadingId = useId();
  return (
    <>
      <CalmTimer heading={calmSection.heading} intro={calmSection.intro} />
      <section className={styles.section} aria-labelledby={certificatesHeadingId}>
        <Heading level={2} id={certificatesHeadingId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {homeSections.certificatesHeading}
        </Heading>
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
    </>
  );
}

export default HomeLowerSections;
