-- Issue 25: the papers a mail carries (a receipt, a payout statement), named; made when it is sent.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;