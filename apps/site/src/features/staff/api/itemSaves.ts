import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/failureMessage';

/** Per item of a list: the keys whose change is in flight, and why each item's latest change failed. */
export interface ItemSaves<Key extends PropertyKey> {
  saving: Key[];
  failures: Partial<Record<Key, string>>;
}

/**
 * The changes of one mutation (by its key) to the items of a list, read from the mutation cache: an item is saving
 * while any change to it is in flight, and shows its latest change's failure until it is changed again.
 */
export function useItemSaves<Variables, Key extends PropertyKey>(
  mutationKey: MutationKey,
  keyOf: (variables: Variables) => Key,
): ItemSaves<Key> {
  const states = useMutationState({ filters: { mutationKey }, select: (mutation) => mutation.state });
  const saving = new Set<Key>();
  const failures: Partial<Record<Key, string>> = {};
  // Oldest first: a later change to an item replaces what an earlier one said.
  for (const state of states) {
    if (state.variables === undefined) continue;
    const key = keyOf(state.variables as Variables);
    if (state.status === 'pending') saving.add(key);
    if (state.status === 'error') failures[key] = failureMessage(state.error);
    else delete failures[key];
  }
  return { saving: [...saving], failures };
}
