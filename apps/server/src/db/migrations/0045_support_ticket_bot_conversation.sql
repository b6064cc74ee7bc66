-- A ticket opened from a support bot conversation keeps a copy of that conversation (its questions
-- and what the bot answered, with the passages quoted), so that the user and the staff desk read it
-- as it was whatever happens to the thread later. Null: not opened from the bot.
ALTER TABLE support_ticket ADD COLUMN bot_conversation jsonb;
