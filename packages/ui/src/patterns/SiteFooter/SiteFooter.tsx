import { shellCopy } from '@sukoon/contracts/copy/shell';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { CrisisStrip } from '../CrisisStrip';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import * as styles from './SiteFooter.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface SiteFooterProps {
  brandName: string;
  tagline: string;
  supportEmail: string;
  phones: readonly string[];
  social: readonly { name: string; href: string }[];
  /** The apps' store pages once they exist; a store without one shows a "Coming soon" badge that links nowhere. */
  appStores?: { googlePlay?: string; appStore?: string };
  /** The year shown in the copyright line (an input, so screenshots do not change on 1 January). */
  year: number;
}

const { legalLinks } = shellCopy.footer;

/** The app-store badges, in order; each is also the name of its icon. */
const stores = ['googlePlay', 'appStore'] as const;

/** Links on the dark footer: white, small. */
const onDark = { tone: 'inverse', size: 'small' } as const;

/** Footer: crisis help, app-store badges, social links and legal links (spec 01 section 1). */
export function SiteFooter({
  brandName,
  tagline,
  supportEmail,
  phones,
  social,
  appStores = {},
  year,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <CrisisStrip className={styles.crisis} />
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <Heading level={2} id="footer-about" size="md" tone="inverse" weight="semibold" className={styles.heading}>
            {brandName}
          </Heading>
          <Text size="sm" className={styles.text}>
            {tagline}
          </Text>
          <Text size="sm" className={styles.text}>
            <TextLink {...onDark} href={mailtoHref(supportEmail)}>
              {supportEmail}
            </TextLink>
            {phones.map((phone) => (
              <span key={phone}>
                {' · '}
                {/* A phone number never breaks across lines. */}
                <span className={styles.nowrap}>
                  <TextLink {...onDark} href={`tel:${phone.replace(/\s/g, '')}`}>
                    {phone}
                  </TextLink>
                </span>
              </span>
            ))}
          </Text>
          <div className={styles.badges}>
            {stores.map((store) => {
              const href = appStores[store];
              const face = (
                <>
                  <Icon name={store} />
                  <span>
                    <span className={styles.badgeSmall}>
                      {href ? shellCopy.footer[store].small : shellCopy.footer.comingSoon}
                    </span>
                    {shellCopy.footer[store].name}
                  </span>
                </>
              );
              return href ? (
                <a key={store} className={styles.badge} href={href} rel="noopener" target="_blank">
                  {face}
                </a>
              ) : (
                <span
                  key={store}
                  className={`${styles.badge} ${styles.badgeSoon}`}
                  role="img"
                  aria-label={shellCopy.footer.comingSoonLabel(shellCopy.footer[store].name)}
                >
                  {face}
                </span>
              );
            })}
          </div>
        </section>
        <LinkColumn
          id="footer-social"
          title={shellCopy.footer.social}
          links={social.map(({ name, href }) => ({ label: name, href, newTab: true }))}
        />
        <LinkColumn id="footer-legal" title={shellCopy.footer.legal} links={legalLinks} />
      </div>
      <Text size="xs" className={styles.bottom}>
        {shellCopy.footer.copyright(year, brandName)}
      </Text>
    </footer>
  );
}

/** One titled column of links (social, legal). Social links open in a new tab. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { label: string; href: string; newTab?: boolean }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <Heading level={2} id={id} size="md" tone="inverse" weight="semibold" className={styles.heading}>
        {title}
      </Heading>
      <Stack as="ul" space="2">
        {links.map(({ label, href, newTab }) => (
          <li key={href}>
            <TextLink {...onDark} href={href} {...(newTab ? { rel: 'noopener', target: '_blank' } : {})}>
              {label}
            </TextLink>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
