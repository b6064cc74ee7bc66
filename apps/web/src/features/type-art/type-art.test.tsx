import { LANGUAGES, RECOGNITION_EXAMPLES, TASK_KINDS } from '@crowdsolve/contract';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { artOf, exampleImageUrl, TYPE_ART } from './art-spec.ts';
import { TypeArt } from './type-art.tsx';
import { SCHEMATIC_KINDS, TypeArtList } from './type-art-list.tsx';

const I18N = Object.fromEntries(LANGUAGES.map((l) => [l, createI18n(l)]));

function draw(kind: string, language: (typeof LANGUAGES)[number] = 'en', thumb = false) {
  return render(
    <I18nextProvider i18n={I18N[language] ?? createI18n(language)}>
      <TypeArt kind={kind} thumb={thumb} />
    </I18nextProvider>,
  ).container;
}

describe('captcha type pictures', () => {
  afterEach(cleanup);

  it('gives every type of the catalogue a picture, and names no type the catalogue lacks', () => {
    expect(Object.keys(TYPE_ART).sort()).toEqual([...TASK_KINDS].sort());
  });

  it('shows image types with a drawn example of the gallery (the project’s own images), never a question', () => {
    for (const [kind, spec] of Object.entries(TYPE_ART)) {
      if (!('example' in spec)) continue;
      const def = RECOGNITION_EXAMPLES.find((e) => e.slug === spec.example);
      expect(def, kind).toBeDefined();
      expect(def?.generator, kind).not.toBe('question');
    }
    expect(exampleImageUrl('distorted-text-1')).toBe('/api/v1/captcha-recognition/distorted-text-1/image.png');
  });

  for (const language of LANGUAGES) {
    it(`renders every type with its alt text in ${language}: the type's name and where the token goes`, () => {
      const i18n = I18N[language];
      for (const kind of TASK_KINDS) {
        const container = draw(kind, language);
        const figure = container.querySelector('figure');
        expect(figure, kind).not.toBeNull();
        const spec = TYPE_ART[kind];
        const text =
          'example' in spec
            ? container.querySelector('img')?.getAttribute('alt')
            : container.querySelector('svg[role="img"] title')?.textContent;
        expect(text, `${kind} ${language}`).toBeTruthy();
        expect(text, `${kind} ${language}`).not.toContain('typeArt');
        const name = i18n?.t(`common:taskTypes.${kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind}`);
        expect(text, kind).toContain(name);
        if ('out' in spec && !['audio', 'question'].includes(spec.scene)) expect(text, kind).toContain(spec.out);
        cleanup();
      }
    });
  }

  it('draws a token type as a schematic of the widget and its token field, from the theme colours', () => {
    const container = draw('recaptcha_v2');
    const svg = container.querySelector('svg') as SVGElement;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.textContent).toContain('g-recaptcha-response=');
    expect(svg.getAttribute('style')).toContain('--ta-hue');
    // Colours come from classes (tokens), never hard-coded fills that would break the dark theme.
    expect(svg.innerHTML).not.toMatch(/fill="#/);
  });

  it('draws a small decorative version beside a name, and a fallback for a type it does not know', () => {
    const thumb = draw('hcaptcha', 'en', true).querySelector('figure') as HTMLElement;
    expect(thumb.className).toContain('type-art--thumb');
    expect(thumb.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(draw('image_text', 'en', true).querySelector('img')?.getAttribute('alt')).toBe('');
    expect(artOf('some_new_captcha')).toMatchObject({ scene: 'slider' });
  });

  it('lists every type without a drawn example, each linked to its page', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <TypeArtList />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const links = [...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'));
    expect(links).toHaveLength(SCHEMATIC_KINDS.length);
    expect(links).toContain('/p/recaptcha-v2');
    expect(links).not.toContain('/p/image-text');
  });
});
