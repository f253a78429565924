// The About page, "Our Story" (A2): the story, the founder's profile, expertise and certifications,
// follow-us links and the two offices. Texts here; the founder, certificates and offices have their
// own modules, which this one gathers so the page reads one object.
import { brand } from '../brand';
import { certificatesSection } from './certificates';
import { CRISIS_NUMBERS_SENTENCE } from './crisis';
import { founder } from './founder';
import { officesSection } from './offices';

export interface StorySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface SocialLink {
  name: string;
  href: string;
  /** The link's accessible name: "Sukoon on Instagram". */
  label: string;
}

export const aboutPage = {
  /** A2: the About page is "Our Story". */
  heading: 'Our Story',
  intro: `${brand.name} means calm, the quiet feeling of being at ease. Since ${brand.foundedYear} we have helped people across India find a little more of it.`,
  story: [
    {
      heading: 'How we began',
      paragraphs: [
        `${brand.name} started in ${brand.foundedYear} as one counsellor, a laptop and a belief that talking to someone should not be hard to arrange. Many of the people who first reached out were students far from home and young professionals working long hours, who could not easily visit a clinic in the middle of the day.`,
        'So we met them where they were: online, at a time that suited them, in a language they were comfortable in.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: [
        'We offer counselling and coaching for individuals, couples, families and parents, and wellbeing programmes for students, schools, colleges and workplaces. Every session is online, by voice or video, and most last an unhurried hour.',
        'Our counsellors and coaches listen first. Together with you, they look for practical steps that fit your life, and check in on how they are working.',
      ],
    },
    {
      heading: 'What we believe',
      paragraphs: [
        'Everyone deserves to be heard without judgement. What you share is kept confidential, and you decide how fast to go.',
        `${brand.name} is a counselling and coaching service, not a medical or emergency service. If you are in crisis, please ${CRISIS_NUMBERS_SENTENCE}.`,
      ],
    },
  ] satisfies readonly StorySection[],
  founder,
  founderHeading: 'Our Founder',
  expertise: {
    heading: certificatesSection.heading,
    areasHeading: 'Areas of practice',
    areas: founder.expertise,
  },
  followUs: {
    heading: 'Follow Us',
    intro: 'Short reflections, calm exercises and news from our workshops.',
    links: brand.social.map((link): SocialLink => ({
      name: link.name,
      href: link.href,
      label: `${brand.name} on ${link.name}`,
    })),
  },
  offices: officesSection,
} as const;
