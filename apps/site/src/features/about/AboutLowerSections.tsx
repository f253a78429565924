import { useId } from 'react';
import { aboutPage } from '@sukoon/contracts/content/about';
import { offices } from '@sukoon/contracts/content/offices';
import { aboutCopy } from '@sukoon/contracts/copy/about';
import { CertificateList } from '@sukoon/ui/patterns/CertificateList';
import { Founder } from '@sukoon/ui/patterns/Founder';
import { OfficeCards } from '@sukoon/ui/patterns/OfficeCards';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { useCertificates } from './api/certificates';
import * as styles from './AboutScreen.css';
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Text } from '@sukoon/ui/primitives/Text';

/**
 * /about under the story (AboutScreen loads it as a deferred section): the founder's profile, Expertise &
 * Certifications (from the server, with the A8 fallback), follow-us links and Our Offices.
 */
function AboutLowerSections() {
  const certificates = useCertificates();
  const ids = { expertise: useId(), certs: useId(), follow: useId(), offices: useId() };
  return (
    <>
      <Founder founder={aboutPage.founder} heading={aboutPage.founderHeading} variant="about" />

      <section className={styles.section} aria-labelledby={ids.expertise}>
        <Heading level={2} id={ids.expertise} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {aboutPage.expertise.heading}
        </Heading>
        <div className={styles.expertise}>
          <div className={styles.section}>
            <Heading level={3} size="xl" weight="semibold" leading="snug">
              {aboutPage.expertise.areasHeading}
            </Heading>
            <ul className={styles.areas}>
              {aboutPage.expertise.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
          <div className={styles.section}>
            <Heading level={3} id={ids.certs} size="xl" weight="semibold" leading="snug">
              {aboutCopy.certificates.listLabel}
            </Heading>
            <CertificateList
              variant="list"
              labelledBy={ids.certs}
              certificates={certificates.certificates}
              loading={certificates.loading}
              failure={certificates.failure}
              onRetry={certificates.retry}
            />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={ids.follow}>
        <Heading level={2} id={ids.follow} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {aboutPage.followUs.heading}
        </Heading>
        <Text size="md" tone="secondary" leading="normal">
          {aboutPage.followUs.intro}
        </Text>
        <ul className={styles.socialLinks}>
          {aboutPage.followUs.links.map((link) => (
            <li key={link.name}>
              <TextLink href={link.href} target="_blank" rel="noopener noreferrer" weight="semibold">
                {link.label}
              </TextLink>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={ids.offices}>
        <Heading level={2} id={ids.offices} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {aboutPage.offices.heading}
        </Heading>
        <Text size="md" tone="secondary" leading="normal">
          {aboutPage.offices.intro}
        </Text>
        <OfficeCards offices={offices} />
      </section>
    </>
  );
}

export default AboutLowerSections;
