CREATE TABLE "lab_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_versions_lab_version" UNIQUE("lab_id","version")
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"lab_number" integer NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"current_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_subject_number" UNIQUE("subject","lab_number"),
	CONSTRAINT "labs_max_attempts" CHECK ("labs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "lab_attempts" (
	"user_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_attempts_user_id_lab_id_pk" PRIMARY KEY("user_id","lab_id"),
	CONSTRAINT "lab_attempts_used" CHECK ("lab_attempts"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"lab_version_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"language" text NOT NULL,
	"file_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"media_key" text NOT NULL,
	"playback_key" text,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" real NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"score" real,
	"is_pass" boolean,
	"pros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluation" jsonb,
	"failure_reason" text,
	"attempt_returned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graded_at" timestamp with time zone,
	CONSTRAINT "submissions_user_lab_attempt" UNIQUE("user_id","lab_id","attempt"),
	CONSTRAINT "submissions_score" CHECK ("submissions"."score" is null or ("submissions"."score" >= 0 and "submissions"."score" <= 100)),
	CONSTRAINT "submissions_status" CHECK ("submissions"."status" in ('queued', 'transcribing', 'grading', 'graded', 'needs_review', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "lab_versions" ADD CONSTRAINT "lab_versions_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_attempts" ADD CONSTRAINT "lab_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_attempts" ADD CONSTRAINT "lab_attempts_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lab_version_id_lab_versions_id_fk" FOREIGN KEY ("lab_version_id") REFERENCES "public"."lab_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_lab_user" ON "submissions" USING btree ("lab_id","user_id");