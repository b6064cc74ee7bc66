-- A change of a published catalogue item waits for moderation beside the live item: the catalogue
-- keeps showing the published fields while `pending_change` (the developer's whole submitted form,
-- as the service stores it) is moderated. Approving copies it onto the item; rejecting drops it
-- and keeps the reason for the developer.
ALTER TABLE software
  ADD COLUMN pending_change jsonb,
  ADD COLUMN change_submitted_at timestamptz,
  ADD COLUMN change_rejection_reason text CHECK (change_rejection_reason IS NULL
    OR char_length(change_rejection_reason) <= 1000),
  ADD CONSTRAINT software_pending_change_when CHECK ((pending_change IS NULL) = (change_submitted_at IS NULL));

CREATE INDEX software_pending_change_idx ON software (change_submitted_at) WHERE pending_change IS NOT NULL;
