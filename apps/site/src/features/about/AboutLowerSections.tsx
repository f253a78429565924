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
        <h2 id={ids.expertise} className={styles.heading}>
          {aboutPage.expertise.heading}
        </h2>
        <div className={styles.expertise}>
          <div className={styles.section}>
            <h3 className={styles.subheading}>{aboutPage.expertise.areasHeading}</h3>
            <ul className={styles.areas}>
              {aboutPage.expertise.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </div>
          <div className={styles.section}>
            <h3 id={ids.certs} className={styles.subheading}>
              {aboutCopy.certificates.listLabel}
            </h3>
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
        <h2 id={ids.follow} className={styles.heading}>
          {aboutPage.followUs.heading}
        </h2>
        <p className={styles.paragraph}>{aboutPage.followUs.intro}</p>
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
        <h2 id={ids.offices} className={styles.heading}>
          {aboutPage.offices.heading}
        </h2>
        <p className={styles.paragraph}>{aboutPage.offices.intro}</p>
        <OfficeCards offices={offices} />
      </section>
    </>
  );
}

export default AboutLowerSections;
