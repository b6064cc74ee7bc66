-- Legal documents: each acceptance of a document's version is recorded once per account (accepting
-- again is a no-op), and the newest acceptance of each document is found by one index.
DELETE FROM agreement_acceptance a
  USING agreement_acceptance b
  WHERE a.user_id = b.user_id AND a.document = b.document AND a.version = b.version AND a.id > b.id;
CREATE UNIQUE INDEX agreement_acceptance_user_document_version_idx
  ON agreement_acceptance (user_id, document, version);
