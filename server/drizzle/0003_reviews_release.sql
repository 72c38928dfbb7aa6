CREATE TABLE "submission_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"status_before" text NOT NULL,
	"score_before" real,
	"score_after" real NOT NULL,
	"items_score" real NOT NULL,
	"items_met" jsonb NOT NULL,
	"pros" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_reviews_sequence" UNIQUE("submission_id","sequence"),
	CONSTRAINT "submission_reviews_score" CHECK ("submission_reviews"."score_after" >= 0 and "submission_reviews"."score_after" <= 100)
);
--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "release_policy" text DEFAULT 'immediate' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "result_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "released_by" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_reviews" ADD CONSTRAINT "submission_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reviews" ADD CONSTRAINT "submission_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_university_role" ON "users" USING btree ("university_id","role");--> statement-breakpoint
CREATE INDEX "submissions_status_created" ON "submissions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_release_policy" CHECK ("universities"."release_policy" in ('immediate', 'held'));