CREATE TABLE "submission_regrade_previews" (
	"submission_id" uuid NOT NULL,
	"to_version_id" uuid NOT NULL,
	"from_version_id" uuid NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_regrade_previews_pk" PRIMARY KEY("submission_id","to_version_id")
);--> statement-breakpoint
ALTER TABLE "submission_regrade_previews" ADD CONSTRAINT "submission_regrade_previews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_regrade_previews" ADD CONSTRAINT "submission_regrade_previews_to_version_id_lab_versions_id_fk" FOREIGN KEY ("to_version_id") REFERENCES "public"."lab_versions"("id") ON DELETE cascade ON UPDATE no action;
