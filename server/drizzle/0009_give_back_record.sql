ALTER TABLE "submissions" ADD COLUMN "attempt_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "attempt_returned_by" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_attempt_returned_by_users_id_fk" FOREIGN KEY ("attempt_returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;