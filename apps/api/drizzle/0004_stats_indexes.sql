-- Covering indexes for the statistics reports (issue 6): each report is an aggregate that
-- the planner can answer from an index without visiting the wide project or quote rows.
CREATE INDEX IF NOT EXISTS "stats_projects_tenant_created_idx" ON "projects" USING btree ("tenant_id","created_at") INCLUDE ("state","mode","project_type","winbid_rule","budget","win_amount","purchaser_company_id","agency_company_id","winner_supplier_id") WHERE "is_deleted" = false;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stats_quotes_tenant_accepted_idx" ON "quotes" USING btree ("tenant_id","accepted_at") INCLUDE ("project_id","supplier_id","user_id") WHERE "seq" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stats_e_applies_tenant_submitted_idx" ON "e_applies" USING btree ("tenant_id","submitted_at") INCLUDE ("status","supplier_id","project_id","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stats_users_tenant_idx" ON "users" USING btree ("tenant_id") INCLUDE ("roles","is_review","is_active");
