import { LANGUAGES } from '@crowdsolve/contract';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { translationValues } from './faq.editor.ts';
import { faqRepo, SITE_NAME } from './faq.repo.ts';
import { SHIPPED_FAQ, type ShippedFaq } from './shipped/index.ts';

function valuesOf(entry: ShippedFaq) {
  return LANGUAGES.map((language) => {
    const [question, answer] = entry.texts[language];
    return translationValues({ language, question, answer });
  });
}

/**
 * Writes the FAQ entries shipped with the product (at start and in `npm run seed`; real content,
 * not demo data). A missing entry is added, published, in its audience's shipped order; one that
 * no member of staff has changed is refreshed to the shipped text; one staff edited, moved,
 * unpublished or deleted is left as it is. Several processes starting at once add each entry once.
 * Returns the keys written.
 */
export async function seedFaq(
  db: Db,
  options: { entries?: readonly ShippedFaq[]; clock?: Clock } = {},
): Promise<string[]> {
  const entries = options.entries ?? SHIPPED_FAQ;
  const now = (options.clock ?? systemClock).now();
  const existing = new Map((await faqRepo.shipped(db)).map((r) => [r.shippedKey, r]));
  const written: string[] = [];
  const positions = new Map<string, number>();
  for (const entry of entries) {
    const position = positions.get(entry.audience) ?? 0;
    positions.set(entry.audience, position + 1);
    const found = existing.get(entry.key);
    const values = valuesOf(entry);
    if (found) {
      if (found.staffEdited || found.deletedAt) continue;
      const id = Number(found.id);
      const stored = await faqRepo.translations(db, [id]);
      const same =
        stored.length === values.length &&
        values.every((v) =>
          stored.some((s) => s.language === v.language && s.question === v.question && s.answer === v.answer),
        );
      if (same) continue;
      await inTransaction(db, (trx) => faqRepo.setTranslations(trx, id, values));
      written.push(entry.key);
      continue;
    }
    const inserted = await inTransaction(db, async (trx) => {
      const id = await faqRepo.insert(trx, {
        audience: entry.audience,
        position,
        published: true,
        shippedKey: entry.key,
        userId: null,
        userName: SITE_NAME,
        now,
      });
      if (id === null) return false;
      await faqRepo.setTranslations(trx, id, values);
      return true;
    });
    if (inserted) written.push(entry.key);
  }
  return written;
}
