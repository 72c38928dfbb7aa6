-- A university may require a lecturer's approval of new students (issue 24, item 3).
ALTER TABLE "universities" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_decided_by" uuid REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approval" CHECK ("approval" in ('approved', 'pending', 'refused'));
--> statement-breakpoint
CREATE INDEX "users_pending_approval" ON "users" ("university_id") WHERE "approval" = 'pending';
--> statement-breakpoint
-- Who played which recording and who changed which grade (PDPA audit log, issue 24 item 1).
-- Grade rows are written in the transaction of the grade change; a play is written once per
-- signed media link (dedupe_key), whatever the number of range requests.
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"actor_username" text,
	"university_id" uuid REFERENCES "universities"("id") ON DELETE set null,
	"submission_id" uuid REFERENCES "submissions"("id") ON DELETE set null,
	"student_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_kind" CHECK ("kind" in ('recording.played', 'grade.reviewed', 'grade.regraded', 'grade.released'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_created" ON "audit_events" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_university" ON "audit_events" ("university_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" ("actor_id", "created_at" DESC);
