CREATE TABLE "quote_standings" (
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"company_name" varchar(128) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"seq" integer NOT NULL,
	"quote_count" integer NOT NULL,
	CONSTRAINT "quote_standings_project_id_supplier_id_pk" PRIMARY KEY("project_id","supplier_id")
);
--> statement-breakpoint
ALTER TABLE "quote_standings" ADD CONSTRAINT "quote_standings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_standings" ADD CONSTRAINT "quote_standings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_standings_tenant_idx" ON "quote_standings" USING btree ("tenant_id");