import type { ProviderCall } from './http.ts';
import { jsonObject, stringList } from './http.ts';
import { failed, passed, type VerifyResult } from './types.ts';

/**
 * The siteverify protocol shared by reCAPTCHA, hCaptcha and Turnstile: POST the secret and the token
 * (and the visitor's address) as a form; the answer is JSON with `success` and `error-codes`.
 */
export async function siteverify(
  call: ProviderCall,
  url: string,
  fields: { secret: string; response: string; remoteip?: string; sitekey?: string },
  testKeys: boolean,
): Promise<{ result: VerifyResult; body: Record<string, unknown> | null }> {
  const form: Record<string, string> = { secret: fields.secret, response: fields.response };
  if (fields.remoteip) form.remoteip = fields.remoteip;
  if (fields.sitekey) form.sitekey = fields.sitekey;
  const res = await call({ url, form });
  if (!res.ok) return { result: failed(res.failure, testKeys), body: null };
  const body = jsonObject(res);
  if (!body || typeof body.success !== 'boolean') return { result: failed('provider-error', testKeys), body: null };
  const codes = stringList(body['error-codes']);
  return { result: body.success ? passed(testKeys) : failed('rejected', testKeys, codes), body };
}
