import { aboutPage } from '@sukoon/contracts/content/about';
import { aboutCopy } from '@sukoon/contracts/copy/about';
import { aboutPageCopy } from '@sukoon/contracts/copy/pages/about';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { OfflineNotice } from '@sukoon/ui/primitives/OfflineNotice';
import { deferredSection } from '../../lib/deferredSection';
import { useOnline } from '../../lib/OnlineStatus';
import * as styles from './AboutScreen.css';
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Text } from '@sukoon/ui/primitives/Text';

/** The founder, expertise and certifications, follow-us links and offices: below a phone's first screen. */
const AboutLowerSections = deferredSection(() => import('./AboutLowerSections'));

/**
 * /about, Our Story (A2, A4, A8): the story, the founder's profile, Expertise & Certifications (one
 * certification until Show more; the built-in five with the warning and Retry when the call fails),
 * follow-us links and Our Offices (AboutLowerSections, whose code loads when a visitor scrolls near it). Offline,
 * the page says so instead.
 */
export function AboutScreen() {
  const online = useOnline();
  return (
    <>
      <PageHeading title={aboutPageCopy.heading} subtitle={aboutPage.intro} />
      <div className={styles.content}>
        {online ? <AboutContent /> : <OfflineNotice title={shellCopy.offline.title} message={aboutCopy.offline} />}
      </div>
    </>
  );
}

function AboutContent() {
  return (
    <>
      <section className={styles.story} aria-label={aboutPageCopy.heading}>
        {aboutPage.story.map((part) => (
          <div key={part.heading} className={styles.storyPart}>
            <Heading level={2} size="xl" weight="semibold" leading="snug">
              {part.heading}
            </Heading>
            {part.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="md" tone="secondary" leading="normal">
                {paragraph}
              </Text>
            ))}
          </div>
        ))}
      </section>

      <AboutLowerSections />
    </>
  );
}
