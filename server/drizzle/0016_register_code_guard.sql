CREATE TABLE "register_code_failures" (
	"scope" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone
);
