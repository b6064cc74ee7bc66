import { resources } from '@crowdsolve/i18n';
import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { freshSeed, gridImage, rotateImage, textImage, textQuestion } from '../challenges/index.ts';
import { AGREEMENT_KINDS, encodeSpec, parseV2, type TaskAnswer, validateAnswer } from '../solving/index.ts';

/**
 * The control set every install starts with: generated tasks whose answers are known, so that a
 * new worker can take the training (and golden tasks check live work) without an admin. Training
 * and golden tasks are separate sets (training shows the right answer after each task). They are
 * real data (not demo data): created by no one, active, and topped up at start whenever fewer
 * are active than the target.
 */
export const CONTROL_SET_TARGET = { training: 32, golden: 32 } as const;

/** The kinds generated, in turn: text images, grids, turned pictures, text questions. */
const SEEDED_KINDS = ['image_text', 'grid', 'rotate', 'text'] as const;
/** Held while the set is counted and topped up, so that nodes starting together add it once. */
const LOCK_KEY = 0x63_73_63_74; // 'csct'

type Purpose = 'training' | 'golden';
type Body = { task: Record<string, unknown>; answer: TaskAnswer };

const b64 = (png: Buffer) => png.toString('base64');
const LANGS = ['en', 'ru', 'zh'] as const;

/** One generated control task of `kind`, as the v2 API describes it, with its answer. */
export async function generatedControlTask(kind: (typeof SEEDED_KINDS)[number], seed: number): Promise<Body> {
  switch (kind) {
    case 'image_text': {
      const image = await textImage(seed);
      return {
        task: { type: 'ImageToTextTask', body: b64(image.png), minLength: 4, maxLength: 6, case: false },
        answer: { type: 'text', text: image.answer },
      };
    }
    case 'grid': {
      const grid = await gridImage(seed);
      // The instruction in every language the app speaks, and as a picture of the shape.
      const comment = LANGS.map((lang) => resources[lang].worker.challenges.grid[grid.target]).join(' / ');
      return {
        task: {
          type: 'GridTask',
          body: b64(grid.png),
          rows: grid.rows,
          columns: grid.columns,
          comment,
          imgInstructions: b64(grid.instruction.png),
        },
        answer: { type: 'cells', cells: grid.cells },
      };
    }
    case 'rotate': {
      const picture = await rotateImage(seed);
      return {
        task: { type: 'RotateTask', body: b64(picture.png), angle: picture.step },
        answer: { type: 'angles', angles: [picture.answer] },
      };
    }
    case 'text': {
      // Written with symbols: any worker reads it, whatever their language.
      const q = textQuestion(seed, null);
      return { task: { type: 'TextCaptchaTask', comment: q.question }, answer: { type: 'text', text: q.answer } };
    }
  }
}

async function activeCount(db: Db, purpose: Purpose): Promise<number> {
  const row = await db
    .selectFrom('controlTask')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('active', '=', true)
    .where(purpose, '=', true)
    .where('kind', 'in', [...AGREEMENT_KINDS])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Tops the control set up to the target (run at every start; a no-op once there): returns how
 * many tasks it added. `seed` draws each task's seed (unpredictable by default: the answers of a
 * real install's control set must not follow from the source code).
 */
export async function seedControlSet(
  db: Db,
  options: { target?: { training: number; golden: number }; seed?: () => number } = {},
): Promise<number> {
  const target = options.target ?? CONTROL_SET_TARGET;
  const seed = options.seed ?? freshSeed;
  const missing = async (trx: Db) => ({
    training: Math.max(0, target.training - (await activeCount(trx, 'training'))),
    golden: Math.max(0, target.golden - (await activeCount(trx, 'golden'))),
  });
  const first = await missing(db);
  if (first.training + first.golden === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
    const need = await missing(trx);
    const plan: Purpose[] = [
      ...Array.from({ length: need.training }, () => 'training' as const),
      ...Array.from({ length: need.golden }, () => 'golden' as const),
    ];
    const made = await Promise.all(
      plan.map(async (purpose, i) => {
        const kind = SEEDED_KINDS[i % SEEDED_KINDS.length] as (typeof SEEDED_KINDS)[number];
        return { purpose, body: await generatedControlTask(kind, seed()) };
      }),
    );
    const rows = made.map(({ purpose, body }) => {
      const parsed = parseV2(body.task);
      if (!parsed.ok) throw new Error(`generated control task refused: ${parsed.error.errorCode}`);
      const check = validateAnswer(parsed.spec, body.answer);
      if (!check.ok) throw new Error(`generated control answer refused: ${check.reason}`);
      return {
        kind: parsed.spec.kind,
        spec: encodeSpec(parsed.spec),
        answer: JSON.stringify(check.answer),
        training: purpose === 'training',
        golden: purpose === 'golden',
        createdBy: null,
      };
    });
    if (rows.length > 0) await trx.insertInto('controlTask').values(rows).execute();
    return made.length;
  });
}
