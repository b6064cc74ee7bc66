import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a first-party challenge carries, encrypted: nothing of it is readable by the client. */
export interface ChallengePayload {
  /** Random id: a challenge verifies once (its id is recorded when it does). */
  id: string;
  /** The slug the challenge was drawn for (verify refuses it on another slug). */
  slug: string;
  /** Epoch milliseconds after which it is expired. */
  exp: number;
  /** The answer, in the generator's terms (see demo.answers.ts). */
  answer: unknown;
}

const VERSION = 'v1';

export interface ChallengeSealer {
  seal(payload: ChallengePayload): string;
  /** The payload, or null when the challenge is forged, garbled or not ours. */
  open(challenge: string): ChallengePayload | null;
}

/**
 * Challenges as `v1.<iv · ciphertext · tag>.<signature>`: the payload is encrypted with AES-256-GCM
 * (so that the answer it holds stays secret) and the whole is signed with HMAC-SHA-256; both keys
 * are derived (HKDF) from the installation's demo secret, which every node shares. The signature is
 * checked first, in constant time: a forged or changed challenge is refused before decryption.
 */
export function challengeSealer(secret: Buffer): ChallengeSealer {
  const encryptionKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'crowdsolve demo: encrypt', 32));
  const signingKey = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'crowdsolve demo: sign', 32));
  const sign = (body: string) => createHmac('sha256', signingKey).update(`${VERSION}.${body}`).digest();
  return {
    seal(payload) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const text = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      const body = Buffer.concat([iv, text, cipher.getAuthTag()]).toString('base64url');
      return `${VERSION}.${body}.${sign(body).toString('base64url')}`;
    },
    open(challenge) {
      const parts = challenge.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION) return null;
      const [, body = '', signature = ''] = parts;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const raw = Buffer.from(body, 'base64url');
      if (raw.length < 12 + 16 + 2) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
        const payload = JSON.parse(text.toString('utf8')) as ChallengePayload;
        if (typeof payload.id !== 'string' || typeof payload.slug !== 'string' || typeof payload.exp !== 'number') {
          return null;
        }
        return payload;
      } catch {
        return null;
      }
    },
  };
}
