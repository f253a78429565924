// The founder (A2: the home page's founder section and the About page's founder profile).
// A demo character for a fictional company; the portrait is our own flat illustration.
import { brand } from '../brand';
import type { Picture } from './images';
import { rasterImages } from './mediaManifest';

export interface Founder {
  name: string;
  role: string;
  portrait: Picture;
  /** One line for the home page, in her own words. */
  quote: string;
  /** The home page's short introduction. */
  summary: string;
  /** The About page's profile, paragraph by paragraph. */
  biography: readonly string[];
  /** Areas of practice, listed under "Expertise & Certifications". */
  expertise: readonly string[];
}

export const founder: Founder = {
  name: 'Radhika Menon',
  role: `Founder and Lead Counsellor, ${brand.name}`,
  portrait: {
    image: rasterImages['founder-portrait'],
    alt: 'Illustrated portrait of Radhika Menon, smiling, with round glasses, a teal kurta and a peach dupatta',
  },
  quote:
    'Asking for help is not a sign that something is wrong with you. It is a sign that you are ready to care for yourself.',
  summary: `Radhika started ${brand.name} in ${brand.foundedYear} with one belief: that good support should be kind, unhurried and within everyone's reach. She still meets clients every week.`,
  biography: [
    `Radhika Menon has spent her working life listening to people. After postgraduate training in counselling psychology, she worked with college students and young professionals in Hyderabad, and saw how many of them waited far too long to talk to anyone.`,
    `In ${brand.foundedYear} she founded ${brand.name} to make counselling and coaching feel ordinary: something you book as easily as a class, from wherever you are, without having to explain yourself twice.`,
    `Today she leads a small team of counsellors and coaches, trains new colleagues, and works with schools, colleges and companies on wellbeing programmes. She speaks English, Hindi, Telugu and Malayalam.`,
  ],
  expertise: [
    'Stress, anxiety and low mood',
    'Relationships and family communication',
    'Student wellbeing and career direction',
    'Workplace wellbeing and burnout',
    'Mindfulness and everyday resilience',
  ],
};

export const founderSection = {
  heading: 'Meet Our Founder',
} as const;
