import { createInterface } from 'node:readline';
import { EmailSchema, PasswordSchema } from '@crowdsolve/contract';
import { ConfigError, loadConfig } from '../config.ts';
import { createOrPromoteAdmin } from '../modules/identity/index.ts';
import { systemClock } from '../platform/clock.ts';
import { type Db, openDatabase } from '../platform/db.ts';
import { migrateToLatest } from '../platform/migrate.ts';
import { describeRemoval, removeDemo } from './remove-demo.ts';

const USAGE = [
  'usage: npm run admin -- create-admin <email>   (the password is asked for, or read from stdin)',
  '       npm run admin -- remove-demo            (removes the demo accounts and all their data)',
].join('\n');

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

/** Opens the configured database, brings it up to date, runs `fn` on it and closes it. */
async function withDatabase(fn: (db: Db) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await fn(database.db);
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<void> {
  const [command, rawEmail] = args;
  if (command === 'remove-demo' && args.length === 1) {
    return withDatabase(async (db) => {
      for (const line of describeRemoval(await removeDemo(db))) console.log(line);
    });
  }
  if (command !== 'create-admin' || !rawEmail) throw new Error(USAGE);
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) throw new Error(`"${rawEmail}" is not a valid email address`);
  await withDatabase(async (db) => {
    const result = await createOrPromoteAdmin(db, systemClock, email.data, async () => {
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
  });
}

main(process.argv.slice(2)).catch((err) => {
  console.error(
    `crowdsolve: admin: ${err instanceof ConfigError ? 'invalid configuration: ' : ''}${(err as Error).message}`,
  );
  process.exit(1);
});
