CREATE TABLE "platform_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"registration_open" boolean NOT NULL,
	"dev_tools_blocked" boolean NOT NULL,
	"bidding_defaults" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_surveys" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"corrected_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"termination_reason" varchar(2000),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_surveys" ADD CONSTRAINT "research_surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_surveys" ADD CONSTRAINT "research_surveys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_surveys" ADD CONSTRAINT "research_surveys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;