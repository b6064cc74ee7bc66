// A server clock a spec can move forward, for rules that wait for time to pass (the complaint
// window before pay is withdrawable): the server process preloads moved-clock.mjs, and `advance`
// moves its `Date` ahead. Nothing in the product changes; only the process's idea of "now".
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PRELOAD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'moved-clock.mjs')).href;

export async function movableClock() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crowdsolve-clock-'));
  const file = path.join(dir, 'offset');
  await fs.writeFile(file, '0');
  let offset = 0;
  return {
    /** Environment variables for the server (startServer's extraEnv). */
    env: {
      E2E_CLOCK_OFFSET_FILE: file,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim(),
    },
    /** Moves the server's clock `ms` ahead and waits until it has read the new offset. */
    async advance(ms) {
      offset += ms;
      await fs.writeFile(`${file}.tmp`, String(offset));
      await fs.rename(`${file}.tmp`, file);
      await new Promise((r) => setTimeout(r, 250));
    },
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
