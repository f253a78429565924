// The spec's timings (01 section 9, 02 section 9) in one place: the site, the ui, their stories and tests read
// them from here, so "5 s" is changed once and every waiting test follows.

/** Notices and toasts hide after 5 s (02 §9), unless hovered or focused. */
export const NOTICE_AUTO_HIDE_MS = 5_000;
/** The feedback toast hides after 4 s (02 §9). */
export const FEEDBACK_TOAST_MS = 4_000;
/** A "please log in" message is shown this long before the visitor is taken to sign in (01 §9, 02 §9). */
export const LOGIN_REDIRECT_MS = 5_000;
/** The contact form resets this long after "Message sent successfully!" (02 §9). */
export const CONTACT_RESET_MS = 5_000;
/** A gateway's html form is submitted this long after "Redirecting to Payment Gateway" shows (02 §4, §9). */
export const PAYMENT_FORM_SUBMIT_DELAY_MS = 1_000;
/** "Thank You!" closes the feedback dialog after 2 s (02 §9). */
export const FEEDBACK_CLOSE_MS = 2_000;
/** After a verified code, the page moves on after 1.5 s (01 §9). */
export const POST_VERIFICATION_REDIRECT_MS = 1_500;
/** The home carousel advances every 5 s (01 §9). */
export const CAROUSEL_INTERVAL_MS = 5_000;
/** Minute Of Calm: 60 s, ticking each second (01 §9). */
export const CALM_TIMER_SECONDS = 60;
/** The calm timer counts down one second at a time (01 §9). */
export const CALM_TICK_MS = 1_000;
/** Confetti: never more than 45 particles on screen at a time (01 §4, §9). */
export const CONFETTI_MAX_PARTICLES = 45;
