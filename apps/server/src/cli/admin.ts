import { createInterface } from 'node:readline';
import { EmailSchema, PasswordSchema } from '@crowdsolve/contract';
import { ConfigError, loadConfig } from '../config.ts';
import { createOrPromoteAdmin } from '../modules/identity/index.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';

const USAGE = 'usage: npm run admin -- create-admin <email>   (the password is asked for, or read from stdin)';

/** Reads a password: hidden prompt on a terminal, else the first line of stdin. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write('Password for the new admin: ');
  return new Promise((resolve) => {
    let value = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (ch: string) => {
      if (ch === '\r' || ch === '\n' || ch === '\u0004') {
        input.setRawMode(false);
        input.pause();
        input.off('data', onData);
        process.stdout.write('\n');
        resolve(value);
      } else if (ch === '\u0003') {
        process.exit(130);
      } else if (ch === '\u007f') {
        value = value.slice(0, -1);
      } else {
        value += ch;
      }
    };
    input.on('data', onData);
  });
}

async function main(args: string[]): Promise<void> {
  const [command, rawEmail] = args;
  if (command !== 'create-admin' || !rawEmail) throw new Error(USAGE);
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) throw new Error(`"${rawEmail}" is not a valid email address`);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await createOrPromoteAdmin(database.db, systemClock, email.data, async () => {
      const password = await readPassword();
      const checked = PasswordSchema.safeParse(password);
      if (!checked.success) throw new Error('the password needs at least 10 characters');
      return checked.data;
    });
    console.log(
      result.created
        ? `created admin ${email.data} (id ${result.userId})`
        : `${email.data} (id ${result.userId}) is now an admin`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(
    `crowdsolve: admin: ${err instanceof ConfigError ? 'invalid configuration: ' : ''}${(err as Error).message}`,
  );
  process.exit(1);
});
