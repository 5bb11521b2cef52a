import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "project_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"project_files_id" integer
  );
  
  ALTER TABLE "project_messages_rels" ADD CONSTRAINT "project_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_messages_rels" ADD CONSTRAINT "project_messages_rels_project_files_fk" FOREIGN KEY ("project_files_id") REFERENCES "public"."project_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "project_messages_rels_order_idx" ON "project_messages_rels" USING btree ("order");
  CREATE INDEX "project_messages_rels_parent_idx" ON "project_messages_rels" USING btree ("parent_id");
  CREATE INDEX "project_messages_rels_path_idx" ON "project_messages_rels" USING btree ("path");
  CREATE INDEX "project_messages_rels_project_files_id_idx" ON "project_messages_rels" USING btree ("project_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "project_messages_rels" CASCADE;`)
}
