ALTER TABLE "labs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "submission_regrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"from_version_id" uuid NOT NULL,
	"to_version_id" uuid NOT NULL,
	"regraded_by" uuid NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_regrades_once" UNIQUE("submission_id","to_version_id")
);--> statement-breakpoint
ALTER TABLE "submission_regrades" ADD CONSTRAINT "submission_regrades_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_regrades" ADD CONSTRAINT "submission_regrades_from_version_id_lab_versions_id_fk" FOREIGN KEY ("from_version_id") REFERENCES "public"."lab_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_regrades" ADD CONSTRAINT "submission_regrades_to_version_id_lab_versions_id_fk" FOREIGN KEY ("to_version_id") REFERENCES "public"."lab_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_regrades" ADD CONSTRAINT "submission_regrades_regraded_by_users_id_fk" FOREIGN KEY ("regraded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
