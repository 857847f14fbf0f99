CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(300) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(128) NOT NULL,
	"linkman" varchar(64),
	"link_phone" varchar(32),
	"content" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"comment" varchar(2000),
	"submitted_at" timestamp with time zone NOT NULL,
	"audited_at" timestamp with time zone,
	"audited_by" integer
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer,
	"seq" integer,
	"user_id" integer,
	"type" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"hash" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"comment" varchar(2200) NOT NULL,
	"status" smallint NOT NULL,
	"company_id" integer,
	"company_name" varchar(128),
	"sponsor_roles" varchar(64),
	"handler_roles" varchar(64),
	"sponsor_name" varchar(64),
	"type_value" smallint,
	"e_apply_id" integer,
	"creator_user_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_experts" (
	"project_id" integer NOT NULL,
	"expert_user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "project_experts_project_id_expert_user_id_pk" PRIMARY KEY("project_id","expert_user_id")
);
--> statement-breakpoint
CREATE TABLE "project_num_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "project_num_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "project_pb_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"min_step" numeric(18, 2) DEFAULT '0' NOT NULL,
	"min_step_kind" varchar(8) DEFAULT 'amount' NOT NULL,
	"must_beat_best" boolean DEFAULT false NOT NULL,
	"price_cap" numeric(18, 2),
	"start_price" numeric(18, 2),
	"max_quotes" integer,
	"soft_close_enabled" boolean DEFAULT false NOT NULL,
	"trigger_seconds" integer DEFAULT 60 NOT NULL,
	"extend_seconds" integer DEFAULT 60 NOT NULL,
	"soft_close_trigger" varchar(8) DEFAULT 'any' NOT NULL,
	"max_extensions" integer DEFAULT 10 NOT NULL,
	"max_total_extension_seconds" integer DEFAULT 600 NOT NULL,
	"min_bidders" smallint DEFAULT 3 NOT NULL,
	"disclosure" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_num" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"project_type" smallint DEFAULT 1 NOT NULL,
	"winbid_rule" smallint DEFAULT 1 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"budget" numeric(18, 2),
	"content" text DEFAULT '' NOT NULL,
	"linkman" varchar(64),
	"link_phone" varchar(32),
	"purchaser_company_id" integer NOT NULL,
	"purchaser_user_id" integer NOT NULL,
	"agency_company_id" integer,
	"requirement_id" integer,
	"apply_to_time" timestamp with time zone,
	"upprice_from_time" timestamp with time zone,
	"upprice_to_time" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"window_version" integer DEFAULT 0 NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"extended_seconds" integer DEFAULT 0 NOT NULL,
	"window_closed_at" timestamp with time zone,
	"quotes_opened_at" timestamp with time zone,
	"winner_supplier_id" integer,
	"win_amount" numeric(18, 2),
	"result_comment" varchar(2000),
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_hash" varchar(64) DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_quote_id" varchar(100) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"seq" integer,
	"refusal" varchar(32),
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"budget" numeric(18, 2),
	"content" text DEFAULT '' NOT NULL,
	"purchaser_company_id" integer NOT NULL,
	"purchaser_user_id" integer NOT NULL,
	"agency_company_id" integer,
	"state" smallint DEFAULT 0 NOT NULL,
	"return_reason" varchar(2000),
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_applies" ADD CONSTRAINT "e_applies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_applies" ADD CONSTRAINT "e_applies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_applies" ADD CONSTRAINT "e_applies_supplier_id_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_applies" ADD CONSTRAINT "e_applies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_applies" ADD CONSTRAINT "e_applies_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_audits" ADD CONSTRAINT "project_audits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_audits" ADD CONSTRAINT "project_audits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_audits" ADD CONSTRAINT "project_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_audits" ADD CONSTRAINT "project_audits_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_experts" ADD CONSTRAINT "project_experts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_experts" ADD CONSTRAINT "project_experts_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_experts" ADD CONSTRAINT "project_experts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_num_counters" ADD CONSTRAINT "project_num_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pb_settings" ADD CONSTRAINT "project_pb_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pb_settings" ADD CONSTRAINT "project_pb_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_purchaser_company_id_companies_id_fk" FOREIGN KEY ("purchaser_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_purchaser_user_id_users_id_fk" FOREIGN KEY ("purchaser_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_winner_supplier_id_companies_id_fk" FOREIGN KEY ("winner_supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_supplier_id_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_purchaser_company_id_companies_id_fk" FOREIGN KEY ("purchaser_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_purchaser_user_id_users_id_fk" FOREIGN KEY ("purchaser_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_agency_company_id_companies_id_fk" FOREIGN KEY ("agency_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_project_idx" ON "announcements" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_applies_project_supplier_uq" ON "e_applies" USING btree ("project_id","supplier_id");--> statement-breakpoint
CREATE INDEX "e_applies_supplier_idx" ON "e_applies" USING btree ("tenant_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_project_seq_uq" ON "outbox" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "project_audits_project_idx" ON "project_audits" USING btree ("project_id","creation_time");--> statement-breakpoint
CREATE INDEX "project_experts_expert_idx" ON "project_experts" USING btree ("expert_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_tenant_num_uq" ON "projects" USING btree ("tenant_id","project_num");--> statement-breakpoint
CREATE INDEX "projects_tenant_state_idx" ON "projects" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "projects_tenant_purchaser_idx" ON "projects" USING btree ("tenant_id","purchaser_company_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_agency_idx" ON "projects" USING btree ("tenant_id","agency_company_id");--> statement-breakpoint
CREATE INDEX "projects_window_open_idx" ON "projects" USING btree ("upprice_to_time") WHERE "projects"."state" = 5 and "projects"."window_closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_client_id_uq" ON "quotes" USING btree ("project_id","supplier_id","client_quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_project_seq_uq" ON "quotes" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "quotes_project_supplier_idx" ON "quotes" USING btree ("project_id","supplier_id","seq");--> statement-breakpoint
CREATE INDEX "requirements_tenant_purchaser_idx" ON "requirements" USING btree ("tenant_id","purchaser_company_id","state");--> statement-breakpoint
CREATE INDEX "requirements_tenant_agency_idx" ON "requirements" USING btree ("tenant_id","agency_company_id","state");