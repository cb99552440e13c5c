-- Each channel is read for acknowledgements on its own rhythm (ack_poll_seconds): the poll job
-- runs every minute for all channels and skips a channel read less than its period ago. A channel
-- whose read failed keeps the error and its time, and the other channels are read regardless.
ALTER TABLE channels ADD COLUMN ack_polled_at timestamptz;
ALTER TABLE channels ADD COLUMN ack_poll_error text;
ALTER TABLE channels ADD COLUMN ack_poll_failed_at timestamptz;
