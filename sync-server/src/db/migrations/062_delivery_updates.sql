-- An approved modification of an album a channel already has is delivered as an update: a new
-- message for the same release, in a batch of its own kind, while the channel shows 23.
ALTER TABLE delivery_batches DROP CONSTRAINT delivery_batches_kind_check;
ALTER TABLE delivery_batches ADD CONSTRAINT delivery_batches_kind_check
  CHECK (kind IN ('release', 'update', 'takedown'));
-- what the acknowledgement poll reads: in flight (21, 25) or an update sent (23 with sent_at)
DROP INDEX album_channels_waiting_idx;
CREATE INDEX album_channels_waiting_idx ON album_channels (channel_id) WHERE state IN (21, 23, 25);
