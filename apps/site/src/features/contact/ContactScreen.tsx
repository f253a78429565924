import { useCallback, useState } from 'react';
import { contactPage } from '@sukoon/contracts/content/contact';
import { contactCopy } from '@sukoon/contracts/copy/contact';
import { contactPageCopy } from '@sukoon/contracts/copy/pages/contact';
import { ContactForm, type ContactFormStatus } from '@sukoon/ui/patterns/ContactForm';
import { CrisisStrip } from '@sukoon/ui/patterns/CrisisStrip';
import { OfficeCards } from '@sukoon/ui/patterns/OfficeCards';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Inline } from '@sukoon/ui/primitives/Inline';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { useSendContactMessage } from './api/sendContactMessage';
import * as styles from './ContactScreen.css';

/**
 * /contact (B2): the hero with its two anchors, the contact cards, "Send Us a Message", the offices with their
 * drawn maps, crisis help, and the closing call to action. The form's call is the only one the page makes.
 */
export function ContactScreen() {
  const { hero, cards, form, offices, closing } = contactPage;
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const send = useSendContactMessage({
    onSuccess: () => setStatus('success'),
    onError: () => setStatus('failed'),
  });
  const settle = useCallback(() => setStatus('idle'), []);

  return (
    <>
      <PageHeading
        title={contactPageCopy.heading}
        subtitle={
          <>
            {hero.intro}
            <span className={styles.anchors}>
              {hero.anchors.map((anchor) => (
                <TextLink key={anchor.targetId} href={`#${anchor.targetId}`} weight="semibold">
                  {anchor.label}
                </TextLink>
              ))}
            </span>
          </>
        }
      />
      <div className={styles.page}>
        <ul className={styles.cards} aria-label={contactCopy.cardsLabel}>
          {cards.map((card) => (
            <li key={card.href}>
              <div className={styles.card}>
                <h2 className={styles.cardTitle}>{card.title}</h2>
                <TextLink
                  href={card.href}
                  weight="semibold"
                  {...(card.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className={styles.cardValue}>{card.value}</span>
                </TextLink>
                <p className={styles.note}>{card.note}</p>
              </div>
            </li>
          ))}
        </ul>

        <section id="get-in-touch" className={styles.section} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            {form.heading}
          </h2>
          <div className={styles.formLayout}>
            <div>
              <p className={styles.note}>{form.intro}</p>
              <ContactForm
                status={send.isPending ? 'submitting' : status}
                onSubmit={(message) => send.mutate(message)}
                onSettled={settle}
              />
            </div>
            <CrisisStrip headingLevel={3} as="div" />
          </div>
        </section>

        <section id={offices.id} className={styles.section} aria-labelledby="contact-offices-title">
          <h2 id="contact-offices-title" className={styles.sectionTitle}>
            {offices.heading}
          </h2>
          <OfficeCards offices={offices.list} />
        </section>

        <section className={styles.closing} aria-labelledby="contact-closing-title">
          <h2 id="contact-closing-title" className={styles.sectionTitle}>
            {closing.heading}
          </h2>
          <p>{closing.text}</p>
          <Inline space="4" align="center">
            {closing.actions.map((action) => (
              <TextLink key={action.href} href={action.href} weight="semibold">
                {action.label}
              </TextLink>
            ))}
          </Inline>
        </section>
      </div>
    </>
  );
}
