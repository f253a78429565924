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
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Text } from '@sukoon/ui/primitives/Text';

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
                <Heading level={2} size="md" weight="semibold">
                  {card.title}
                </Heading>
                <TextLink
                  href={card.href}
                  weight="semibold"
                  {...(card.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span className={styles.cardValue}>{card.value}</span>
                </TextLink>
                <Text size="sm" tone="secondary">
                  {card.note}
                </Text>
              </div>
            </li>
          ))}
        </ul>

        <section id="get-in-touch" className={styles.section} aria-labelledby="contact-form-title">
          <Heading level={2} id="contact-form-title" size="2xl">
            {form.heading}
          </Heading>
          <div className={styles.formLayout}>
            <div>
              <Text size="sm" tone="secondary">
                {form.intro}
              </Text>
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
          <Heading level={2} id="contact-offices-title" size="2xl">
            {offices.heading}
          </Heading>
          <OfficeCards offices={offices.list} />
        </section>

        <section className={styles.closing} aria-labelledby="contact-closing-title">
          <Heading level={2} id="contact-closing-title" size="2xl">
            {closing.heading}
          </Heading>
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
