// What a page puts in its document head, and the title format: apart from every page's copy (./pages/*), so a page
// that imports its own copy and this carries no other page's words.
import { brand } from '../brand';

/** What a page puts in the document head: "<title> | <brand>" and its meta description. */
export interface PageHeadCopy {
  title: string;
  description: string;
}

/** A page's copy: its head, and the heading and subtitle of a page that draws its own. */
export type PageCopy = PageHeadCopy & { heading?: string; subtitle?: string };

/** "Services | Sukoon": a page's title in the browser tab, history and search results. */
export const pageTitle = (title: string) => `${title} | ${brand.name}`;
