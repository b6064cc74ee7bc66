-- Customer statistics: a customer's tasks by submission time (the statistics read a window of days).
CREATE INDEX task_customer_created_idx ON task (customer_id, created_at);
