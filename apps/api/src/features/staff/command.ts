// `npm run staff:create -w @sukoon/api -- --email staff@example.com [--first-name Meera] [--last-name Iyer]`
// `npm run staff:create -w @sukoon/api -- --email staff@example.com --demote`
//
// Creates a verified staff account on the configured database (DATABASE_URL, or the embedded one in DATA_DIR: stop
// the server first, PGlite allows one process), or promotes the existing account of that address. The password
// comes from STAFF_PASSWORD, else from stdin (piped: its first line; a terminal: asked for, not echoed), and is always
// set, on an existing account too. Sign-up never makes staff; this command is the only way.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { createDatabase } from '../../db';
import { DatabaseLockedError } from '../../db/lock';
import { createOrPromoteStaff, StaffCommandError, type StaffAccountOutcome } from './staff';

const USAGE =
  'Usage: npm run staff:create -w @sukoon/api -- --email <address> [--first-name <name>] [--last-name <name>] [--demote]\n' +
  'The password comes from STAFF_PASSWORD or stdin.';

/** The first line of piped stdin, or a password typed at a terminal without echo; undefined when empty. */
async function readPassword(): Promise<string | undefined> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    const line = text.split(/\r?\n/)[0] ?? '';
    return line === '' ? undefined : line;
  }
  const rl = createInterface({ input, output: process.stdout, terminal: true });
  const prompt = 'Password (at least 8 characters; it replaces the password of an existing account): ';
  // Echo the prompt, not the keys.
  const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(rl);
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.startsWith(prompt)) write(prompt);
  };
  const answer = await new Promise<string>((resolve) => rl.question(prompt, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer === '' ? undefined : answer;
}

const SAID: Record<StaffAccountOutcome, string> = {
  created: 'Created the staff account',
  promoted: 'Promoted to staff',
  'already staff': 'Already staff',
  demoted: 'No longer staff',
  'not staff': 'Not staff (nothing changed)',
};

try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      demote: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const password = values.demote ? undefined : await readPassword();
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await database.migrate();
    const { outcome, user } = await createOrPromoteStaff(
      database.db,
      {
        email: values.email,
        password,
        firstName: values['first-name'],
        lastName: values['last-name'],
        demote: values.demote,
      },
      Date.now(),
    );
    const withPassword = outcome === 'promoted' || outcome === 'already staff' ? ' (password set, sessions ended)' : '';
    console.log(`${SAID[outcome]}: ${user.email} on the ${database.kind} database${withPassword}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof StaffCommandError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(1);
  }
  throw error;
}
