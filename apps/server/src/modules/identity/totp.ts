import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the authenticator-app defaults (SHA-1, 6 digits, 30 s); one step of clock drift either way. */
export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: 'Crowdsolve', label: email, secret });
}

export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step of a valid code (newer than `afterStep`), or null. */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const epoch = Math.floor(now.getTime() / 1000);
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    if (!result.valid) return null;
    return 'timeStep' in result ? result.timeStep : Math.floor(epoch / 30) + result.delta;
  } catch {
    return null;
  }
}
