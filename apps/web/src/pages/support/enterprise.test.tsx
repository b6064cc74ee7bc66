import type { EnterpriseConditionsReply, EnterprisePricingReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { EnterprisePage } from './enterprise.tsx';

afterEach(() => cleanup());

const USD = 1_000_000;
function pricing(currency: 'USD' | 'RUB', rate = 1): EnterprisePricingReply {
  return {
    currency,
    rate,
    rateDate: currency === 'USD' ? null : '2026-11-24',
    rateSource: currency === 'USD' ? null : 'fetched',
    periods: [
      { period: 'month', months: 1, priceMicros: 200 * USD, price: 200 * rate },
      { period: 'quarter', months: 3, priceMicros: 600 * USD, price: 600 * rate },
      { period: 'year', months: 12, priceMicros: 2400 * USD, price: 2400 * rate },
    ],
  };
}
const conditions = (over: Partial<EnterpriseConditionsReply> = {}): EnterpriseConditionsReply => ({
  queuePriority: true,
  limitFactor: 3,
  submitsPerBurst: 180,
  concurrentCalls: 60,
  plan: null,
  canBuy: false,
  ...over,
});

function api(over: { conditions?: EnterpriseConditionsReply; buy?: (c: ApiCall) => Response } = {}) {
  return (c: ApiCall) => {
    if (c.url.startsWith('/api/v2/user/enterprise_support/pricing')) {
      // No CNY rate: the server answers in USD.
      return json(c.url.includes('currency=RUB') ? pricing('RUB', 90) : pricing('USD'));
    }
    if (c.url === '/api/v2/user/enterprise_support/conditions') return json(over.conditions ?? conditions());
    if (c.method === 'POST' && c.url === '/api/v2/user/enterprise_support/buy') return over.buy?.(c);
    return undefined;
  };
}

describe('EnterprisePage', () => {
  it('shows a visitor what the plan gives, its prices per period and a sign-in link', async () => {
    renderApp({ path: '/support/enterprise', element: <EnterprisePage />, user: null, handler: api() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enterprise support');
    const table = await screen.findByTestId('enterprise-prices');
    expect(within(table).getByText('$2,400.00')).toBeTruthy();
    expect(within(table).getByText('(12 months)')).toBeTruthy();
    expect(within(table).getByText('(1 month)')).toBeTruthy();
    expect(
      await screen.findByText(
        "Your key's request limits are 3 × the standard: up to 180 submits in 3 seconds and 60 calls at once.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to buy' }).getAttribute('href')).toBe(
      '/auth/login?return_to=%2Fsupport%2Fenterprise',
    );
  });

  it('shows prices in roubles at the rate, and says when a currency has no rate', async () => {
    renderApp({ path: '/support/enterprise', element: <EnterprisePage />, user: null, handler: api() });
    await screen.findByTestId('enterprise-prices');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'RUB' } });
    expect(await screen.findByText(/18,000/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'CNY' } });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByTestId('enterprise-prices').textContent).toContain('$200.00');
  });

  it('lets a customer buy with one key per purchase, and offers a top-up when the balance is short', async () => {
    let poor = true;
    const { calls } = renderApp({
      path: '/support/enterprise',
      element: <EnterprisePage />,
      user: makeUser(),
      handler: api({
        conditions: conditions({ canBuy: true }),
        buy: () =>
          poor
            ? apiError('BILLING_INSUFFICIENT_FUNDS', 402)
            : json({
                plan: {
                  period: 'quarter',
                  startsAt: '2026-11-25T00:00:00Z',
                  endsAt: '2027-02-25T00:00:00Z',
                  contact: null,
                },
                chargedMicros: 600 * USD,
                balanceMicros: 0,
                replayed: false,
              }),
      }),
    });
    fireEvent.click(await screen.findByLabelText(/Quarter/));
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $600.00' }));
    expect(await screen.findByText('There is not enough money on the balance.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up the balance' }).getAttribute('href')).toBe('/addbalance');
    poor = false;
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $600.00' }));
    expect(await screen.findByText(/Done: \$600.00 was charged/)).toBeTruthy();
    const bodies = callsTo(calls, 'POST', '/api/v2/user/enterprise_support/buy').map(
      (c) => c.body as { period: string; idempotencyKey: string },
    );
    expect(bodies.map((b) => b.period)).toEqual(['quarter', 'quarter']);
    // The retry after a refusal is the same intended purchase: same key.
    expect(bodies[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it('shows the plan held, its end date and the named contact', async () => {
    renderApp({
      path: '/support/enterprise',
      element: <EnterprisePage />,
      user: makeUser(),
      handler: api({
        conditions: conditions({
          canBuy: true,
          plan: {
            period: 'month',
            startsAt: '2026-11-01T00:00:00Z',
            endsAt: '2099-12-01T00:00:00Z',
            contact: { name: 'Vera', email: 'vera@crowdsolve.test' },
          },
        }),
      }),
    });
    const plan = await screen.findByTestId('enterprise-plan');
    expect(plan.textContent).toContain('Your plan runs until Dec 1, 2099.');
    expect(plan.textContent).toContain('Your support contact: Vera (vera@crowdsolve.test)');
  });

  it('names a contact without a name by their address', async () => {
    renderApp({
      path: '/support/enterprise',
      element: <EnterprisePage />,
      user: makeUser(),
      handler: api({
        conditions: conditions({
          canBuy: true,
          plan: {
            period: 'year',
            startsAt: '2026-11-01T00:00:00Z',
            endsAt: '2099-12-01T00:00:00Z',
            contact: { name: '', email: 'desk@crowdsolve.test' },
          },
        }),
      }),
    });
    expect((await screen.findByTestId('enterprise-plan')).textContent).toContain(
      'Your support contact: desk@crowdsolve.test',
    );
  });

  it('tells a worker the plan is for customers', async () => {
    renderApp({
      path: '/support/enterprise',
      element: <EnterprisePage />,
      user: makeUser({ profile: { userType: 'worker', systemMessage: null } }),
      handler: api(),
    });
    expect(await screen.findByText('The plan is for customer accounts.')).toBeTruthy();
  });
});
