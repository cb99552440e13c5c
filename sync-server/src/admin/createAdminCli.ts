// npm run admin:create -- --org "Name" --login name [--name "Person"] [--email a@b] [--backoffice]
// Makes a real install's first administrator on the configured database (DATA_DIR or
// DATABASE_URL), migrating it first. The password is asked twice on a terminal without echo;
// from a pipe (scripts) it is the first line of stdin, so it never shows in a process list.
import { parseArgs } from 'node:util';
import { AccountLimits } from '../../../src/domain/schemas/limits';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { createAdministrator, type NewAdministratorRefusal } from './firstAdmin';

const USAGE = `Usage: npm run admin:create -- --org "Organisation name" --login login-name [--name "Person"] [--email address] [--backoffice]
  --backoffice  the back office (role staff: reviews every organisation's albums) instead of a partner administrator
The password is asked on the terminal, or read as the first line of stdin.`;

const REFUSALS: Readonly<Record<NewAdministratorRefusal, string>> = {
  organisationName: `The organisation needs a name (--org) of at most ${AccountLimits.nameMax} characters.`,
  loginNameTooShort: `The login name needs ${AccountLimits.loginNameMin} to ${AccountLimits.loginNameMax} characters.`,
  loginNameTaken: 'That login name is taken (login names are compared regardless of case).',
  passwordFormat: `The password needs ${AccountLimits.passwordMin} to ${AccountLimits.passwordMax} characters with a digit, a lower-case and an upper-case letter.`,
};

class Cancelled extends Error {}

/** Reads a line from the terminal in raw mode, echoing nothing. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  // echo off before the prompt shows: nothing typed after it can appear
  input.setRawMode(true);
  input.resume();
  process.stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer): void => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        // Ctrl-C, Ctrl-D
        if (char === '\u0003' || char === '\u0004')
          return finish(() => reject(new Cancelled('cancelled')));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await readHidden('Password: ');
  const again = await readHidden('Password again: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was created.');
  return first;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      org: { type: 'string' },
      login: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      backoffice: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || values.org === undefined || values.login === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const password = await readPassword();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const result = await createAdministrator(db, {
      organisation: values.org,
      loginName: values.login,
      password,
      name: values.name,
      email: values.email,
      isBackoffice: values.backoffice,
    });
    if (!result.ok) {
      process.stderr.write(`${REFUSALS[result.reason]} Nothing was created.\n`);
      return 1;
    }
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir;
    process.stdout.write(
      `Created ${result.role === 'staff' ? 'back-office staff member' : 'administrator'} ${result.loginName} of "${values.org.trim()}" in ${where}.\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Cancelled) process.exit(130);
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
