ALTER TABLE "project_pb_settings" ADD COLUMN "floor" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "project_pb_settings" ADD COLUMN "step_against" varchar(8);--> statement-breakpoint
ALTER TABLE "project_pb_settings" ADD COLUMN "abnormal_low_percent" smallint DEFAULT 20 NOT NULL;