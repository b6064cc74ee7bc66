// The app's own translations, so specs assert the texts users see without copying them.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

function load(lang, ns) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales', lang, `${ns}.json`), 'utf8'));
}

export const en = {
  common: load('en', 'common'),
  routes: load('en', 'routes'),
  auth: load('en', 'auth'),
  profile: load('en', 'profile'),
  worker: load('en', 'worker'),
  pay: load('en', 'pay'),
  customer: load('en', 'customer'),
  stats: load('en', 'stats'),
  home: load('en', 'home'),
};
export const ru = { common: load('ru', 'common'), routes: load('ru', 'routes'), home: load('ru', 'home') };
export const zh = { common: load('zh', 'common'), routes: load('zh', 'routes'), home: load('zh', 'home') };
