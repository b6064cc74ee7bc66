// Clients of the JSON API for the journeys: a signed-out client with its own cookie jar, the
// worker software's view (the worker API with a bearer token), and a worker made ready to answer.
import assert from 'node:assert/strict';
import { request as apiRequest } from 'playwright-core';
import { CONFIRM_LINK, mailLink, PASSWORD } from './journey.mjs';

/**
 * A signed-out HTTP client with its own cookie jar (playwright's request context) for the JSON API:
 * writes carry the CSRF header equal to the CSRF cookie, as the web app sends them.
 */
export async function apiClient(origin) {
  const ctx = await apiRequest.newContext({ baseURL: origin });
  const csrf = async () => {
    const find = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'cs_csrf')?.value;
    if (!(await find())) await ctx.get('/'); // a rendered page sets the CSRF cookie
    return (await find()) ?? '';
  };
  return {
    async call(method, url, body) {
      const headers = method === 'GET' ? {} : { 'x-csrf-token': await csrf() };
      const res = await ctx.fetch(url, { method, headers, data: body });
      const text = await res.text();
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: res.status(), json, text };
    },
    close: () => ctx.dispose(),
  };
}

/** The worker software's view: the worker API with a bearer token, plain fetch. */
export function workerApi(origin, token) {
  const call = async (method, url, body) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  };
  return {
    /** The next task (long poll, up to 30 s); asserts one came. */
    async next() {
      const res = await call('POST', '/api/worker/v1/tasks/next?wait=30');
      assert.equal(res.status, 200, JSON.stringify(res.json));
      assert.ok(res.json.task, 'the worker got no task');
      return res.json.task;
    },
    async answer(id, text) {
      const res = await call('POST', `/api/worker/v1/tasks/${id}/answer`, { answer: { type: 'text', text } });
      assert.equal(res.status, 200, JSON.stringify(res.json));
    },
    async cannotSolve(id) {
      const res = await call('POST', `/api/worker/v1/tasks/${id}/cannot-solve`);
      assert.equal(res.status, 200, JSON.stringify(res.json));
    },
  };
}

/** A worker signed up, confirmed, signed in, admitted by the admin, with a token for the worker API. */
export async function readyWorker(origin, adminEmail, workerEmail) {
  const admin = await apiClient(origin);
  const worker = await apiClient(origin);
  try {
    const adminIn = await admin.call('POST', '/api/v2/auth/login', { email: adminEmail, password: PASSWORD });
    assert.equal(adminIn.json?.status, 'ok', adminIn.text);

    const reg = await worker.call('POST', '/api/v2/auth/register', {
      email: workerEmail,
      password: PASSWORD,
      userType: 'worker',
      acceptTerms: true,
    });
    assert.equal(reg.status, 200, reg.text);
    const [hash, userId] = (await mailLink(origin, workerEmail, CONFIRM_LINK)).split('/').slice(-2);
    const confirmed = await worker.call('POST', '/api/v2/auth/check_key', { hash, userId: Number(userId) });
    assert.equal(confirmed.status, 200, confirmed.text);
    const signedIn = await worker.call('POST', '/api/v2/auth/login', { email: workerEmail, password: PASSWORD });
    assert.equal(signedIn.json?.status, 'ok', signedIn.text);
    const workerId = signedIn.json.user.id;
    assert.equal(workerId, Number(userId));

    const admitted = await admin.call('PUT', `/api/v2/admin/workers/${workerId}/admission`, { admitted: true });
    assert.equal(admitted.status, 200, admitted.text);
    assert.equal(admitted.json.admitted, true);
    const token = await worker.call('POST', '/api/v2/work/tokens', { name: 'customer journey solver' });
    assert.equal(token.status, 200, token.text);
    return workerApi(origin, token.json.token);
  } finally {
    await admin.close();
    await worker.close();
  }
}

/**
 * The admin made a customer with `amountMicros` credited (once per `idempotencyKey`): its API key.
 * Journeys that need a customer with money use the admin the server was prepared with.
 */
export async function fundedAdminCustomer(origin, adminEmail, { amountMicros = 1_000_000, idempotencyKey, reason }) {
  const admin = await apiClient(origin);
  try {
    assert.equal(
      (await admin.call('POST', '/api/v2/auth/login', { email: adminEmail, password: PASSWORD })).status,
      200,
    );
    assert.equal((await admin.call('POST', '/api/v2/user/select_role', { userType: 'customer' })).status, 200);
    const me = (await admin.call('GET', '/api/v2/user')).json;
    const credit = await admin.call('POST', `/api/v2/admin/users/${(me.user ?? me).id}/balance`, {
      direction: 'credit',
      amountMicros,
      reason,
      idempotencyKey,
    });
    assert.equal(credit.status, 200, credit.text);
    const profile = (await admin.call('GET', '/api/v2/profile')).json;
    const apiKey = profile.apiKey ?? profile.profile?.apiKey;
    assert.match(apiKey ?? '', /^[0-9a-f]{32}$/);
    return apiKey;
  } finally {
    await admin.close();
  }
}
