import { createDecipheriv, hkdfSync } from 'node:crypto';

/**
 * The demo challenge key the browser journeys give the server (DEMO_CHALLENGE_SECRET), so that a
 * test can read a challenge's answer the way the server does (modules/demo/demo.token.ts).
 */
export const DEMO_CHALLENGE_SECRET = Buffer.alloc(32, 42).toString('base64');

/** The stored answer of a first-party challenge (`v1.<iv · ciphertext · tag>.<signature>`). */
export function challengeAnswer(challenge, secret = DEMO_CHALLENGE_SECRET) {
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'base64'), Buffer.alloc(0), 'crowdsolve demo: encrypt', 32),
  );
  const raw = Buffer.from(challenge.split('.')[1], 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
  return JSON.parse(text.toString('utf8')).answer;
}

/** What a person types (or clicks) for that answer, as the demo's verify expects it. */
export function rightInput(generator, answer) {
  if (generator === 'clickcaptcha') return answer.map((t) => `${t.x},${t.y}`).join(';');
  if (generator === 'grid') return answer.join(',');
  return String(answer);
}
