-- Issue 24 item 1 (PDPA): per university, how long original recordings and the playback copy
-- (with the transcript and evidence) are kept after the final grade (null: kept indefinitely),
-- and the data controller named on the privacy page; the retention job's log; the record of each
-- student's personal data deleted at their request (opaque ids only).
ALTER TABLE "universities" ADD COLUMN "original_retention_days" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "copy_retention_days" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "controller_name" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "controller_email" text;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_retention_days" CHECK (("original_retention_days" is null or "original_retention_days" between 1 and 3650) and ("copy_retention_days" is null or ("copy_retention_days" between 1 and 3650 and "original_retention_days" is not null and "copy_retention_days" >= "original_retention_days")));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_data_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "retention_deletions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "submission_id" uuid NOT NULL,
  "university_id" uuid NOT NULL,
  "what" text NOT NULL,
  "storage_keys" jsonb NOT NULL,
  "setting_days" integer NOT NULL,
  "final_at" timestamp with time zone NOT NULL,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "retention_deletions_once" UNIQUE("submission_id", "what"),
  CONSTRAINT "retention_deletions_what" CHECK ("what" in ('original', 'copy'))
);--> statement-breakpoint
CREATE INDEX "retention_deletions_deleted_at" ON "retention_deletions" ("deleted_at");--> statement-breakpoint
CREATE TABLE "personal_data_deletions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "subject_user_id" uuid NOT NULL,
  "university_id" uuid,
  "performed_by" uuid NOT NULL REFERENCES "users"("id"),
  "requested_by" text NOT NULL,
  "requested_at" timestamp with time zone NOT NULL,
  "removed" jsonb NOT NULL,
  "deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "personal_data_deletions_once" UNIQUE("subject_user_id"),
  CONSTRAINT "personal_data_deletions_requested_by" CHECK ("requested_by" in ('student', 'representative', 'university'))
);
