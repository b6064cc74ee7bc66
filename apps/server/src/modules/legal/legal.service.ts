import {
  type Language,
  LEGAL_DOCUMENTS,
  type LegalAcceptBody,
  type LegalDocument,
  type LegalDocumentReply,
  type LegalStatusReply,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { legalRepo } from './legal.repo.ts';
import { renderDocument, type TemplateConfig } from './render.ts';
import { currentVersion, LEGAL_VERSIONS } from './versions.ts';

export function legalService(deps: { db: Db; clock: Clock; config: TemplateConfig }) {
  const { db, config } = deps;
  // The text of a version never changes and the configuration is fixed for the process.
  const rendered = new Map<string, Promise<{ title: string; html: string }>>();

  function render(document: LegalDocument, version: string, language: Language) {
    const key = `${document}/${version}/${language}`;
    let hit = rendered.get(key);
    if (!hit) {
      hit = renderDocument(config, document, version, language);
      hit.catch(() => rendered.delete(key));
      rendered.set(key, hit);
    }
    return hit;
  }

  return {
    /** The current version of a document in a language, rendered. */
    async document(document: LegalDocument, language: Language): Promise<LegalDocumentReply> {
      const current = currentVersion(document);
      const { title, html } = await render(document, current.version, language);
      const history = LEGAL_VERSIONS[document]
        .filter((v) => v.version !== current.version)
        .map((v) => ({ version: v.version, publishedAt: v.publishedAt }))
        .reverse();
      return { document, version: current.version, publishedAt: current.publishedAt, language, title, html, history };
    },

    /** Each document's current version and the newest the user accepted. */
    async status(userId: number): Promise<LegalStatusReply> {
      const latest = await legalRepo.latestAcceptances(db, userId);
      const accepted = await legalRepo.accepted(
        db,
        userId,
        LEGAL_DOCUMENTS.map((document) => ({ document, version: currentVersion(document).version })),
      );
      return {
        documents: LEGAL_DOCUMENTS.map((document) => {
          const current = currentVersion(document);
          const last = latest.find((a) => a.document === document);
          return {
            document,
            version: current.version,
            publishedAt: current.publishedAt,
            acceptedVersion: last?.version ?? null,
            acceptedAt: last ? new Date(last.acceptedAt).toISOString() : null,
            pending: !accepted.some((a) => a.document === document && a.version === current.version),
          };
        }),
      };
    },

    /** Accepts current versions; an older version (a newer one was published meanwhile) is refused. */
    async accept(userId: number, body: LegalAcceptBody, ip: string | null): Promise<LegalStatusReply> {
      for (const d of body.documents) {
        if (currentVersion(d.document).version !== d.version) throw new AppError('LEGAL_VERSION_OUTDATED');
      }
      await legalRepo.recordAcceptances(db, userId, body.documents, ip);
      return this.status(userId);
    },
  };
}

export type LegalService = ReturnType<typeof legalService>;
