CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"institution" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"students" integer NOT NULL,
	"language" text NOT NULL,
	"message" text,
	"client_address" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_requests_students_positive" CHECK ("demo_requests"."students" > 0)
);
--> statement-breakpoint
CREATE INDEX "demo_requests_created_at" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_client_created" ON "demo_requests" USING btree ("client_address","created_at");