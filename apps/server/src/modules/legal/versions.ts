import type { LegalDocument } from '@crowdsolve/contract';

export interface LegalVersion {
  /** The version id, recorded with each acceptance. */
  version: string;
  /** The day it took effect (YYYY-MM-DD). */
  publishedAt: string;
}

/**
 * Every published version of each document, oldest first; the last is the current one. The text
 * of a version is `documents/{document}/{version}.{language}.md`. Publishing a new version: add
 * its three files and its line here; signed-in users are then asked to accept it.
 */
export const LEGAL_VERSIONS: Record<LegalDocument, readonly LegalVersion[]> = {
  terms: [{ version: '2026-11-25', publishedAt: '2026-11-25' }],
  payment: [{ version: '2026-11-25', publishedAt: '2026-11-25' }],
  privacy: [{ version: '2026-11-25', publishedAt: '2026-11-25' }],
};

export function currentVersion(document: LegalDocument): LegalVersion {
  const versions = LEGAL_VERSIONS[document];
  const last = versions[versions.length - 1];
  if (!last) throw new Error(`no published version of ${document}`);
  return last;
}

/** The current version of every document: what sign-up records as accepted. */
export function currentLegalVersions(): { document: LegalDocument; version: string }[] {
  return (Object.keys(LEGAL_VERSIONS) as LegalDocument[]).map((document) => ({
    document,
    version: currentVersion(document).version,
  }));
}
