-- A start on a public interface looks for demo accounts (public passwords) and refuses while any is
-- left: one lookup in this index, which holds only the demo accounts.
CREATE INDEX user_account_demo_idx ON user_account (id) WHERE is_demo;
