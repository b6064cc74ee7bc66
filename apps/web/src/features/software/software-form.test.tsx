import { SoftwareFormBodySchema } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { checkForm, initialState, SoftwareForm, slugify } from './software-form.tsx';
import { CATEGORIES, makeDeveloperSoftware } from './testing.ts';

afterEach(() => cleanup());

const developer = () => makeUser({ profile: { userType: 'developer', systemMessage: null } });
const field = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent ?? null;

describe('the software form', () => {
  it('checks with the contract schema: what the API refuses is refused here, with our words', () => {
    const empty = checkForm(initialState(null));
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(Object.keys(empty.errors).sort()).toEqual(
        ['categories', 'name', 'priceModel', 'shortDescription', 'slug'].sort(),
      );
    }
    const reserved = checkForm({ ...initialState(makeDeveloperSoftware()), slug: 'softlist' });
    expect(reserved).toEqual({ ok: false, errors: { slug: 'reserved_slug' } });
    const ok = checkForm({ ...initialState(makeDeveloperSoftware()), homepage: '' });
    expect(ok.ok && SoftwareFormBodySchema.parse(ok.data)).toMatchObject({ homepage: null, slug: 'captcha-helper' });
    expect(slugify('Super Solver 2!')).toBe('super-solver-2');
  });

  it('shows the field errors and sends nothing, then sends the body the API takes', async () => {
    const onSaved = vi.fn();
    const { calls } = renderApp({
      path: '/software/add',
      element: <SoftwareForm item={null} onSaved={onSaved} />,
      user: developer(),
      handler: (c) => {
        if (c.url === '/api/v1/catalog/categories') return json(CATEGORIES);
        if (c.method === 'POST' && c.url === '/api/v2/developer/catalog') return json(makeDeveloperSoftware(), 201);
        return undefined;
      },
    });
    await screen.findByLabelText('Libraries');
    fireEvent.change(screen.getByLabelText('Address in the catalogue'), { target: { value: 'add' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add and send to moderation' }));
    expect(field('name')).toBe('This field is required.');
    expect(field('slug')).toBe('This address is taken by a page of the site: choose another.');
    expect(field('categories')).toBe('Choose at least one category.');
    expect(callsTo(calls, 'POST', '/api/v2/developer/catalog')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Captcha Helper' } });
    fireEvent.change(screen.getByLabelText('Address in the catalogue'), { target: { value: 'captcha-helper' } });
    fireEvent.change(screen.getByLabelText('Short description (shown in the list)'), {
      target: { value: 'Solves captchas' },
    });
    fireEvent.click(screen.getByLabelText('Libraries'));
    fireEvent.click(screen.getByLabelText('Free'));
    fireEvent.click(screen.getByLabelText('Linux'));
    fireEvent.click(screen.getByRole('button', { name: 'Add and send to moderation' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(calls, 'POST', '/api/v2/developer/catalog')[0]?.body).toEqual({
      name: 'Captcha Helper',
      slug: 'captcha-helper',
      shortDescription: 'Solves captchas',
      longDescription: '',
      categories: ['sdk'],
      logoFileId: null,
      screenshotFileIds: [],
      homepage: null,
      platforms: ['linux'],
      captchaTypes: [],
      priceModel: 'free',
    });
  });

  it('edits an item through its soft_id; the server’s refusal shows at its field', async () => {
    const { calls } = renderApp({
      path: '/software/captcha-helper/edit',
      element: <SoftwareForm item={makeDeveloperSoftware()} onSaved={() => {}} />,
      user: developer(),
      handler: (c) => {
        if (c.url === '/api/v1/catalog/categories') return json(CATEGORIES);
        if (c.method === 'PUT') {
          return json(
            {
              error: {
                code: 'CATALOG_SLUG_TAKEN',
                message: 'x',
                fields: [{ field: 'body.slug', message: 'errors:CATALOG_SLUG_TAKEN' }],
              },
            },
            409,
          );
        }
        return undefined;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and send to moderation' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/v2/developer/catalog/4587')).toHaveLength(1));
    await waitFor(() => expect(field('slug')).not.toBeNull());
  });

  it('says a published item stays live while its change waits, or why the last change was refused', () => {
    const render = (item: ReturnType<typeof makeDeveloperSoftware>) =>
      renderApp({
        path: '/software/captcha-helper/edit',
        element: <SoftwareForm item={item} onSaved={() => {}} />,
        user: developer(),
        handler: (c) => (c.url === '/api/v1/catalog/categories' ? json(CATEGORIES) : undefined),
      });
    render(makeDeveloperSoftware({ status: 'published', changePending: true, shortDescription: 'Changed' }));
    expect(screen.getByTestId('change-pending').textContent).toContain('This item is live in the catalogue.');
    expect((screen.getByLabelText(/Short description/) as HTMLTextAreaElement).value).toBe('Changed');
    cleanup();
    render(makeDeveloperSoftware({ status: 'published', changeRejectionReason: 'Too loud.' }));
    expect(screen.getByTestId('change-rejected').textContent).toContain('Reason: Too loud.');
    expect(screen.queryByTestId('change-pending')).toBeNull();
    cleanup();
    render(makeDeveloperSoftware({ status: 'pending' }));
    expect(screen.queryByTestId('change-pending')).toBeNull();
    expect(screen.queryByTestId('change-rejected')).toBeNull();
  });
});
