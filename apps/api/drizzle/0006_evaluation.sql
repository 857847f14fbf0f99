CREATE TABLE "evaluation_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"max_points" numeric(5, 2) NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_plans" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"formula" varchar(24) NOT NULL,
	"price_weight" numeric(5, 2) NOT NULL,
	"k" numeric(5, 2),
	"shortlist_size" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_scores" (
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"points" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expert_scores_project_id_expert_user_id_supplier_id_criterion_id_pk" PRIMARY KEY("project_id","expert_user_id","supplier_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "expert_submissions" (
	"project_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expert_submissions_project_id_expert_user_id_pk" PRIMARY KEY("project_id","expert_user_id")
);
--> statement-breakpoint
CREATE TABLE "project_results" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"winbid_rule" smallint NOT NULL,
	"winners" jsonb NOT NULL,
	"average" numeric(18, 2),
	"reason" varchar(2000),
	"board" jsonb,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_plans" ADD CONSTRAINT "evaluation_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_scores" ADD CONSTRAINT "expert_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_scores" ADD CONSTRAINT "expert_scores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_scores" ADD CONSTRAINT "expert_scores_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_scores" ADD CONSTRAINT "expert_scores_supplier_id_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_scores" ADD CONSTRAINT "expert_scores_criterion_id_evaluation_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."evaluation_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_submissions" ADD CONSTRAINT "expert_submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_submissions" ADD CONSTRAINT "expert_submissions_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_submissions" ADD CONSTRAINT "expert_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_results" ADD CONSTRAINT "project_results_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criteria_project_idx" ON "evaluation_criteria" USING btree ("project_id","sort_order");