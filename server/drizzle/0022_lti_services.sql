-- LTI Advantage: the LMS courses (contexts) NurseLab was launched from, who is in them, one
-- line item per lab per course, and the scores waiting to go to the LMS gradebook.
CREATE TABLE "lti_contexts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL REFERENCES "lti_platforms"("id") ON DELETE cascade,
	"context_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"lineitems_url" text,
	"memberships_url" text,
	"ags_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_contexts_platform_context" UNIQUE("platform_id","context_id")
);
--> statement-breakpoint
CREATE TABLE "lti_context_members" (
	"context_ref" uuid NOT NULL REFERENCES "lti_contexts"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_context_members_pk" PRIMARY KEY("context_ref","user_id")
);
--> statement-breakpoint
CREATE INDEX "lti_context_members_user" ON "lti_context_members" ("user_id");
--> statement-breakpoint
CREATE TABLE "lti_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"context_ref" uuid NOT NULL REFERENCES "lti_contexts"("id") ON DELETE cascade,
	"lab_id" uuid NOT NULL REFERENCES "labs"("id") ON DELETE cascade,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_line_items_context_lab" UNIQUE("context_ref","lab_id")
);
--> statement-breakpoint
CREATE INDEX "lti_line_items_lab" ON "lti_line_items" ("lab_id");
--> statement-breakpoint
-- One row per (line item, student): the score the gradebook should show. "version" grows with
-- every change to the student's result, so a post that raced a newer change stays pending.
CREATE TABLE "lti_score_posts" (
	"line_item_id" uuid NOT NULL REFERENCES "lti_line_items"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"score" real,
	"last_error" text,
	"enqueued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_score_posts_pk" PRIMARY KEY("line_item_id","user_id"),
	CONSTRAINT "lti_score_posts_state" CHECK ("state" in ('pending', 'retrying', 'sent', 'failed', 'nothing'))
);
--> statement-breakpoint
CREATE INDEX "lti_score_posts_state" ON "lti_score_posts" ("state", "enqueued_at");
--> statement-breakpoint
-- The one place grade passback hooks in: whenever a result the student can see appears or changes
-- (automatic grade not held, a release, a lecturer's grade or override, a confirmed re-grade), the
-- student's score for that lab is marked to post, in the same transaction as the change. A worker
-- posts it (lti/scorePosting.ts). Held results are not visible, so nothing is marked for them; nor
-- for a course the student was removed from (roster sync).
CREATE FUNCTION "submissions_mark_lti_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lti_score_posts" AS p ("line_item_id", "user_id")
    SELECT DISTINCT li.id, n.user_id
    FROM new_rows n
    LEFT JOIN old_rows o ON o.id = n.id
    JOIN "lti_context_members" m ON m.user_id = n.user_id AND m.active
    JOIN "lti_line_items" li ON li.context_ref = m.context_ref AND li.lab_id = n.lab_id
    WHERE n.status = 'graded' AND NOT n.result_held
      AND (o.id IS NULL OR (o.status, o.result_held, o.score, o.is_pass) IS DISTINCT FROM (n.status, n.result_held, n.score, n.is_pass))
    ORDER BY 1, 2
  ON CONFLICT ("line_item_id", "user_id") DO UPDATE
    SET "state" = 'pending', "version" = p."version" + 1, "attempts" = 0, "last_error" = NULL, "enqueued_at" = NULL, "updated_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "submissions_mark_lti_scores_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lti_score_posts" AS p ("line_item_id", "user_id")
    SELECT DISTINCT li.id, n.user_id
    FROM new_rows n
    JOIN "lti_context_members" m ON m.user_id = n.user_id AND m.active
    JOIN "lti_line_items" li ON li.context_ref = m.context_ref AND li.lab_id = n.lab_id
    WHERE n.status = 'graded' AND NOT n.result_held
    ORDER BY 1, 2
  ON CONFLICT ("line_item_id", "user_id") DO UPDATE
    SET "state" = 'pending', "version" = p."version" + 1, "attempts" = 0, "last_error" = NULL, "enqueued_at" = NULL, "updated_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "submissions_lti_scores_update" AFTER UPDATE ON "submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_mark_lti_scores();
--> statement-breakpoint
CREATE TRIGGER "submissions_lti_scores_insert" AFTER INSERT ON "submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_mark_lti_scores_insert();
