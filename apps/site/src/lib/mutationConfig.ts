import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a feature's mutation hook (features/<name>/api/<call>.ts): what to do on each outcome. The
 * call, its options and its cache updates stay in the api file.
 */
export type MutationConfig<Call extends (variables: never) => Promise<unknown>> = Pick<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  'onMutate' | 'onSuccess' | 'onError'
>;

/** A call's send made at once even offline, so a lost connection fails with its text instead of waiting unseen. */
export const SEND_NOW = { networkMode: 'always' } as const;
