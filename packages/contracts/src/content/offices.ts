// The two offices (A2, About "Our Offices" and the contact page's offices section). Addresses come
// from brand.ts (demo values); the coordinates are the neighbourhood's, for the OpenStreetMap link.
// The map beside each card is our own drawing (no third-party embed).
import { brand } from '../brand';
import type { Picture, VectorImage } from './images';
import { vectorImages } from './mediaManifest';

export interface Office {
  id: 'coworking' | 'registered';
  title: string;
  /** Address lines as printed on the card. */
  addressLines: readonly string[];
  city: string;
  note: string;
  /** How to visit, in a sentence. */
  visiting: string;
  latitude: number;
  longitude: number;
  map: Picture<VectorImage>;
  /** OpenStreetMap with a marker at the office. */
  mapHref: string;
  mapLinkLabel: string;
}

/** OpenStreetMap's own link format: a marker (mlat/mlon) and the view (zoom/lat/lon). */
export function openStreetMapHref(latitude: number, longitude: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

const coworking = brand.offices.coworking;
const registered = brand.offices.registered;

export const offices: readonly Office[] = [
  {
    id: 'coworking',
    title: coworking.title,
    addressLines: coworking.lines,
    city: 'Hyderabad',
    note: coworking.note,
    visiting:
      'We meet clients here by appointment only. Please write or call before you come, so a quiet room is ready for you.',
    latitude: 17.4504,
    longitude: 78.3812,
    map: {
      image: vectorImages['office-hyderabad'],
      alt: 'Drawn map of the streets around the co-working office in HITEC City, Hyderabad, with a pin at the office',
    },
    mapHref: openStreetMapHref(17.4504, 78.3812),
    mapLinkLabel: 'Open the Hyderabad office in OpenStreetMap',
  },
  {
    id: 'registered',
    title: registered.title,
    addressLines: registered.lines,
    city: 'Secunderabad',
    note: registered.note,
    visiting: 'Our registered address for letters and official notices. Sessions are not held here.',
    latitude: 17.4446,
    longitude: 78.5107,
    map: {
      image: vectorImages['office-secunderabad'],
      alt: 'Drawn map of the streets around the registered office in Marredpally, Secunderabad, with a pin at the office',
    },
    mapHref: openStreetMapHref(17.4446, 78.5107),
    mapLinkLabel: 'Open the Secunderabad office in OpenStreetMap',
  },
];

export const officesSection = {
  heading: 'Our Offices',
  intro:
    'All our sessions are online, so you can talk to us from anywhere. If you would like to meet in person, our Hyderabad office welcomes you by appointment.',
} as const;
