import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { BackgroundTasks } from './background';

/** A request body as its contract schema gives it (trimmed, lower-cased, defaults filled). */
export type Body<Schema extends z.core.$ZodType> = z.output<Schema>;

/** What the accounts calls share: the app's context and where after-answer work runs. */
export interface AccountsCallDeps {
  ctx: Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>;
  background: BackgroundTasks;
}
