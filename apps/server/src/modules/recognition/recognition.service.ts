import {
  type CaptchaTypeReply,
  type Currency,
  kindOfSlug,
  LANDING_PATHS,
  type RecognitionExample,
  typeSlug,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { PricingService } from '../pricing/index.ts';
import { solveTimeReads } from '../reporting/index.ts';
import { KIND_META } from '../solving/index.ts';
import { type Gallery, gallery } from './gallery.ts';
import { requestExample } from './request-example.ts';

/** Solving times are averaged over this window. */
const SOLVE_TIME_WINDOW_MS = 30 * 24 * 3600_000;
/** Measured times are read again after this long. */
const SOLVE_TIME_TTL_MS = 60_000;

type SolveTimes = Awaited<ReturnType<typeof solveTimeReads.byKind>>;

export function recognitionService(deps: { db: Db; clock: Clock; pricing: PricingService; gallery?: Gallery }) {
  const examples = deps.gallery ?? gallery();
  let cached: { at: number; times: Promise<SolveTimes> } | null = null;

  function solveTimes(): Promise<SolveTimes> {
    const now = deps.clock.now().getTime();
    if (!cached || now - cached.at > SOLVE_TIME_TTL_MS) {
      const times = solveTimeReads.byKind(deps.db, new Date(now - SOLVE_TIME_WINDOW_MS));
      cached = { at: now, times };
      times.catch(() => {
        cached = null;
      });
    }
    return cached.times;
  }

  return {
    /** The gallery (or the examples named in `ids`, in gallery order). */
    async list(input: { ids: string[] | null; language: 'en' | 'ru' | 'zh'; host: string }) {
      const [drawn, times] = await Promise.all([examples.all(), solveTimes()]);
      const out: RecognitionExample[] = [];
      for (const e of drawn.values()) {
        if (input.ids && !input.ids.includes(e.def.slug)) continue;
        const question = e.def.generator === 'question' ? examples.question(e.def, input.language) : null;
        const path = (p: string) => p.replace(':slug', e.def.slug);
        out.push({
          slug: e.def.slug,
          kind: e.def.kind,
          imageUrl: e.image ? path(LANDING_PATHS.recognitionImage) : null,
          instructionUrl: e.instruction ? path(LANDING_PATHS.recognitionInstruction) : null,
          width: e.image?.width ?? null,
          height: e.image?.height ?? null,
          question: question?.question ?? null,
          answer: question?.answer ?? e.answer,
          solveTime: times.get(e.def.kind) ?? null,
          example: requestExample(e.def.kind, input.host, {
            language: input.language,
            ...(question ? { question: question.question } : {}),
          }),
        });
      }
      return out;
    },

    /** An example's image or instruction image, or null when there is none. */
    async png(slug: string, which: 'image' | 'instruction'): Promise<Buffer | null> {
      const e = (await examples.all()).get(slug);
      return (which === 'image' ? e?.image?.png : e?.instruction?.png) ?? null;
    },

    /** A captcha type for its landing page, or null for a slug the catalogue does not have. */
    async captchaType(
      slug: string,
      currency: Currency,
      host: string,
      language: 'en' | 'ru' | 'zh' = 'en',
    ): Promise<CaptchaTypeReply | null> {
      const kind = kindOfSlug(slug);
      if (!kind) return null;
      const meta = KIND_META[kind];
      const [prices, times] = await Promise.all([deps.pricing.customerPrices(currency), solveTimes()]);
      const price = prices.prices.find((p) => p.type === meta.priceKey);
      return {
        kind,
        slug: typeSlug(kind),
        category: meta.category,
        v1Methods: [...meta.v1],
        v2Types: [...meta.v2],
        currency: prices.currency,
        per1000: price?.per1000 ?? null,
        solveTime: times.get(kind) ?? null,
        example: requestExample(kind, host, { language }),
      };
    },
  };
}
export type RecognitionService = ReturnType<typeof recognitionService>;
