// `npm start`: builds what is missing or older than its sources, then runs the production server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/server/entry-server.js', 'apps/web/dist/client/index.html', 'apps/server/dist/main.js'];
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/server/src',
  'packages/contract/src',
  'packages/i18n',
];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = outputs.map((o) => path.join(root, o));
const oldestOutput = Math.min(...built.map((o) => (fs.existsSync(o) ? fs.statSync(o).mtimeMs : 0)));
if (oldestOutput < Math.max(...sources.map(newest))) {
  console.log('crowdsolve: building the web app and the server…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'apps/server/dist/main.js'));
