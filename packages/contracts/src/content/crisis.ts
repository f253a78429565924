// Crisis help, shown on every page (the footer strip) and on the contact page. Sukoon is not an
// emergency service; these are India's national numbers, free to call.

export interface PhoneNumber {
  /** As written for people: "1-800-891-4416". */
  display: string;
  /** For a tel: link: digits only, "18008914416". */
  dial: string;
}

export interface Helpline {
  name: string;
  description: string;
  numbers: readonly PhoneNumber[];
  /** The service's own public site, where it has one. */
  website?: string;
}

export interface CrisisContent {
  heading: string;
  /** One short, kind sentence. */
  message: string;
  helplines: readonly Helpline[];
}

export const TELE_MANAS_SHORT_CODE: PhoneNumber = { display: '14416', dial: '14416' };
export const TELE_MANAS_TOLL_FREE: PhoneNumber = { display: '1-800-891-4416', dial: '18008914416' };
export const EMERGENCY_NUMBER: PhoneNumber = { display: '112', dial: '112' };

export const TELE_MANAS: Helpline = {
  name: 'Tele-MANAS',
  description: "India's national mental-health helpline: free, all day and night, in many Indian languages.",
  numbers: [TELE_MANAS_SHORT_CODE, TELE_MANAS_TOLL_FREE],
  website: 'https://telemanas.mohfw.gov.in/',
};

export const EMERGENCY: Helpline = {
  name: 'Emergency',
  description: 'Police, fire and ambulance anywhere in India.',
  numbers: [EMERGENCY_NUMBER],
};

/** "call Tele-MANAS on 14416 or 1-800-891-4416, or dial 112": for sentences in other texts. */
export const CRISIS_NUMBERS_SENTENCE = `call Tele-MANAS on ${TELE_MANAS_SHORT_CODE.display} or ${TELE_MANAS_TOLL_FREE.display}, or dial ${EMERGENCY_NUMBER.display} in an emergency`;

export const crisisContent: CrisisContent = {
  heading: 'Need help right now?',
  message: `If you are in crisis or thinking of harming yourself, you don't have to face it alone: please ${CRISIS_NUMBERS_SENTENCE}.`,
  helplines: [TELE_MANAS, EMERGENCY],
};

/** "tel:14416": the href of a number's link. */
export function telHref(number: PhoneNumber): string {
  return `tel:${number.dial}`;
}
