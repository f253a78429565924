// The site's own texts (apps/site): each page's <title> and meta description, and its heading where the
// page draws one itself (a screen's other words live with the feature's copy: copy/services, copy/booking). The
// spec names no page titles; these are ours. Exact spec texts are marked by their section.
// Each part lives in its own module, which the site imports directly (`@sukoon/contracts/copy/pages/services`,
// `copy/pageHead`): a module is bundled whole, so this one, which gathers them all, is for tests.

export { pageTitle, type PageCopy, type PageHeadCopy } from './pageHead';
import { homePageCopy } from './pages/home';
import { aboutPageCopy } from './pages/about';
import { servicesPageCopy } from './pages/services';
import { testimonialsPageCopy } from './pages/testimonials';
import { mediaGalleryPageCopy } from './pages/mediaGallery';
import { contactPageCopy } from './pages/contact';
import { registerPageCopy } from './pages/register';
import { verifyEmailPageCopy } from './pages/verifyEmail';
import { membershipPlansPageCopy } from './pages/membershipPlans';
import { disclaimerPageCopy } from './pages/disclaimer';
import { termsPageCopy } from './pages/terms';
import { privacyPageCopy } from './pages/privacy';
import { networkStatusPageCopy } from './pages/networkStatus';
import { paymentStatusPageCopy } from './pages/paymentStatus';
import { paymentStatusModalPageCopy } from './pages/paymentStatusModal';
import { paymentReturnPageCopy } from './pages/paymentReturn';
import { myBookingsPageCopy } from './pages/myBookings';
import { myProfilePageCopy } from './pages/myProfile';
import { myMembershipPageCopy } from './pages/myMembership';
import { invoicePageCopy } from './pages/invoice';
import { staffPageCopy } from './pages/staff';
import { notFoundPageCopy } from './pages/notFound';

/** Every page's copy by name (tests, and whatever lists the pages); a page imports its own, above, so its code
 * carries only its own words. */
const pages = {
  home: homePageCopy,
  about: aboutPageCopy,
  services: servicesPageCopy,
  testimonials: testimonialsPageCopy,
  mediaGallery: mediaGalleryPageCopy,
  contact: contactPageCopy,
  register: registerPageCopy,
  verifyEmail: verifyEmailPageCopy,
  membershipPlans: membershipPlansPageCopy,
  disclaimer: disclaimerPageCopy,
  terms: termsPageCopy,
  privacy: privacyPageCopy,
  networkStatus: networkStatusPageCopy,
  paymentStatus: paymentStatusPageCopy,
  paymentStatusModal: paymentStatusModalPageCopy,
  paymentReturn: paymentReturnPageCopy,
  myBookings: myBookingsPageCopy,
  myProfile: myProfilePageCopy,
  myMembership: myMembershipPageCopy,
  invoice: invoicePageCopy,
  staff: staffPageCopy,
  notFound: notFoundPageCopy,
} as const;

export type PageName = keyof typeof pages;

/** All of the above in one object, for tests; the site imports each part it uses, so a page carries its own. */
export const siteCopy = { pages } as const;
