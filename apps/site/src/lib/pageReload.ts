/**
 * The one way the site reloads itself: after logout, for a page chunk of an older deploy, and Try Again on
 * My Membership's error page. An object, so a unit test can watch it and the story tests (whose story files
 * share one page) can keep a story from reloading the page under the next file.
 */
export const pageReload = {
  reload() {
    window.location.reload();
  },
};
