// Preloaded into the server process (node --import) by a spec that must let time pass, like
// libfaketime: `Date` runs ahead of the real clock by the milliseconds written in the file
// E2E_CLOCK_OFFSET_FILE (read every 50 ms). Timers and performance.now() are left alone.
import fs from 'node:fs';

const file = process.env.E2E_CLOCK_OFFSET_FILE;
const RealDate = globalThis.Date;
let offset = 0;
const read = () => {
  try {
    offset = Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch {
    offset = 0;
  }
};

if (file) {
  read();
  setInterval(read, 50).unref();
  const now = () => RealDate.now() + offset;
  // Real Date objects (instanceof, Node's internals and subclasses keep working); only "now" moves.
  function MovedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  MovedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(MovedDate, RealDate);
  MovedDate.now = now;
  globalThis.Date = MovedDate;
}
