// Half of an import cycle, on purpose: scripts/lint-architecture.test.ts expects lint to refuse it.
import { b } from './b';

export const a = (): string => `a${b()}`;
