import type * as accountCalls from '@sukoon/contracts/endpoints/accounts';

/**
 * An account call's endpoint, imported when the call is made (lib/callApi): the account calls' schemas stay out
 * of the first load of every page that can start one (/register, /verify-email, My Profile, the header's dialogs).
 */
export const accountEndpoint =
  <Name extends keyof typeof accountCalls>(name: Name) =>
  () =>
    import('@sukoon/contracts/endpoints/accounts').then((calls) => calls[name]);
