-- Student IDs are unique within a university. Older duplicates keep their ID on the account
-- that registered it first; later accounts lose it from users and keep it in
-- student_id_conflicts, so an administrator can see and settle each one.
CREATE TABLE "student_id_conflicts" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"student_id" text NOT NULL,
	"university_id" uuid NOT NULL REFERENCES "universities"("id") ON DELETE cascade,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "student_id_conflicts" ("user_id", "student_id", "university_id")
SELECT "id", "student_id", "university_id" FROM (
	SELECT "id", "student_id", "university_id",
		row_number() OVER (PARTITION BY "university_id", "student_id" ORDER BY "created_at", "id") AS "n"
	FROM "users" WHERE "student_id" IS NOT NULL AND "university_id" IS NOT NULL
) "ranked" WHERE "n" > 1;
--> statement-breakpoint
UPDATE "users" SET "student_id" = NULL WHERE "id" IN (SELECT "user_id" FROM "student_id_conflicts");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_university_student_id" ON "users" ("university_id", "student_id") WHERE "student_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"token_hash" text NOT NULL UNIQUE,
	"issued_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" ("user_id");
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"notice_version" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_pk" PRIMARY KEY("user_id", "notice_version")
);
