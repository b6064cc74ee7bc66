// `npm run test:e2e`: builds the app (unless E2E_SKIP_BUILD=1), then runs the browser specs
// one file at a time with Node's built-in test runner against the production server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.E2E_SKIP_BUILD !== '1') {
  console.log('e2e: building the web app and the server…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node 20 does not expand globs or match `*.spec.mjs` in directories, so the files are listed here.
const specsDir = path.join(root, 'e2e', 'specs');
const only = process.argv.slice(2);
const specs = fs
  .readdirSync(specsDir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => path.join('e2e', 'specs', f));
if (specs.length === 0) {
  console.error('e2e: no spec files found');
  process.exit(1);
}

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
