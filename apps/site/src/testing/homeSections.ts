// The home page's section headings in the spec's order (A2), written out once for its test and its stories.
export const HOME_SECTION_HEADINGS = [
  'Support for every part of life',
  'Minute Of Calm',
  'Certifications and Accreditation',
  'We are Featured On',
  'Sukoon in numbers',
  'How we can help',
  'Meet Our Founder',
  'What people tell us',
  'Featured Articles',
];
