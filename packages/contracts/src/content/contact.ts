// The contact page (B2): hero with the "Get in Touch" and "Find Our Offices" anchors, contact cards
// (e-mail, two phones, WhatsApp), the "Send Us a Message" form's framing, the offices and a closing
// call to action. Numbers and addresses come from brand.ts; crisis help from crisis.ts.
import { brand } from '../brand';
import { mailtoHref } from '../rules/links';
import { crisisContent } from './crisis';
import { offices, officesSection } from './offices';

export interface ContactCard {
  kind: 'email' | 'phone' | 'whatsapp';
  title: string;
  /** As shown: the address or number. */
  value: string;
  href: string;
  note: string;
}

/** "+91 90000 00001" -> "tel:+919000000001". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat link takes the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

const [primaryPhone, secondaryPhone] = brand.phones;

export const CONTACT_CARDS: readonly ContactCard[] = [
  {
    kind: 'email',
    title: 'Write to us',
    value: brand.supportEmail,
    href: mailtoHref(brand.supportEmail),
    note: 'We reply within one working day.',
  },
  {
    kind: 'phone',
    title: 'Call us',
    value: primaryPhone,
    href: phoneHref(primaryPhone),
    note: 'Monday to Saturday, 9 am to 7 pm.',
  },
  {
    kind: 'phone',
    title: 'Call us (second line)',
    value: secondaryPhone,
    href: phoneHref(secondaryPhone),
    note: 'If the first line is busy.',
  },
  {
    kind: 'whatsapp',
    title: 'WhatsApp',
    value: brand.whatsapp,
    href: whatsappHref(brand.whatsapp),
    note: 'Send us a message any time; we answer during working hours.',
  },
];

export const contactPage = {
  hero: {
    /** B2: the hero's two anchors. */
    heading: 'Get in Touch',
    intro:
      'Have a question, or not sure where to start? Write, call or send us a message. A real person will get back to you.',
    anchors: [
      { label: 'Get in Touch', targetId: 'get-in-touch' },
      { label: 'Find Our Offices', targetId: 'find-our-offices' },
    ],
  },
  cards: CONTACT_CARDS,
  form: {
    /** B2: the form's heading. */
    heading: 'Send Us a Message',
    intro: 'Tell us a little about what you are looking for. Please do not include private health details here.',
  },
  offices: { ...officesSection, id: 'find-our-offices', list: offices },
  crisis: crisisContent,
  closing: {
    heading: 'Ready when you are',
    text: 'Taking the first step is often the hardest part. We are here to listen.',
    actions: [
      { kind: 'email', label: 'E-mail us', href: mailtoHref(brand.supportEmail) },
      { kind: 'whatsapp', label: 'Chat on WhatsApp', href: whatsappHref(brand.whatsapp) },
    ],
  },
} as const;
