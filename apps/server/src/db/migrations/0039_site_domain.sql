-- The hosts of each site beyond those the configuration names (INTERNATIONAL_HOSTS, REGION_HOSTS):
-- mirrors and new main hosts the admins add. A request on one of them is served as its site; the
-- site's primary host (here, or else the configured first one) is where canonical links and mail
-- links point.
CREATE TABLE site_domain (
  host        text PRIMARY KEY CHECK (host = lower(host) AND char_length(host) BETWEEN 1 AND 259),
  site        text NOT NULL CHECK (site IN ('international', 'region')),
  is_primary  boolean NOT NULL DEFAULT false,
  note        text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  bigint REFERENCES user_account (id)
);
-- At most one primary host per site.
CREATE UNIQUE INDEX site_domain_primary_key ON site_domain (site) WHERE is_primary;

-- Every process keeps the hosts in memory; any change clears them everywhere.
CREATE FUNCTION cs_notify_site_domain_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cs_site_domain_changed', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER site_domain_changed
  AFTER INSERT OR UPDATE OR DELETE ON site_domain
  FOR EACH STATEMENT EXECUTE FUNCTION cs_notify_site_domain_changed();

-- The site an account belongs to (where it registered): its mails link to that site's host.
ALTER TABLE user_account
  ADD COLUMN site text NOT NULL DEFAULT 'international' CHECK (site IN ('international', 'region'));
