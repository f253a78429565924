import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server for vitest (jsdom): the network edge of every site test. */
export const server = setupServer(...handlers('ok'));
