import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "products_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "products_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "products_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "products_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "_products_v_version_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_deliverables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_guarantees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "products_process" ADD CONSTRAINT "products_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_deliverables" ADD CONSTRAINT "products_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_guarantees" ADD CONSTRAINT "products_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_faq" ADD CONSTRAINT "products_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_process" ADD CONSTRAINT "_products_v_version_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_deliverables" ADD CONSTRAINT "_products_v_version_deliverables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_guarantees" ADD CONSTRAINT "_products_v_version_guarantees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_faq" ADD CONSTRAINT "_products_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_process_order_idx" ON "products_process" USING btree ("_order");
  CREATE INDEX "products_process_parent_id_idx" ON "products_process" USING btree ("_parent_id");
  CREATE INDEX "products_deliverables_order_idx" ON "products_deliverables" USING btree ("_order");
  CREATE INDEX "products_deliverables_parent_id_idx" ON "products_deliverables" USING btree ("_parent_id");
  CREATE INDEX "products_guarantees_order_idx" ON "products_guarantees" USING btree ("_order");
  CREATE INDEX "products_guarantees_parent_id_idx" ON "products_guarantees" USING btree ("_parent_id");
  CREATE INDEX "products_faq_order_idx" ON "products_faq" USING btree ("_order");
  CREATE INDEX "products_faq_parent_id_idx" ON "products_faq" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_process_order_idx" ON "_products_v_version_process" USING btree ("_order");
  CREATE INDEX "_products_v_version_process_parent_id_idx" ON "_products_v_version_process" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_deliverables_order_idx" ON "_products_v_version_deliverables" USING btree ("_order");
  CREATE INDEX "_products_v_version_deliverables_parent_id_idx" ON "_products_v_version_deliverables" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_guarantees_order_idx" ON "_products_v_version_guarantees" USING btree ("_order");
  CREATE INDEX "_products_v_version_guarantees_parent_id_idx" ON "_products_v_version_guarantees" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_faq_order_idx" ON "_products_v_version_faq" USING btree ("_order");
  CREATE INDEX "_products_v_version_faq_parent_id_idx" ON "_products_v_version_faq" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_process" CASCADE;
  DROP TABLE "products_deliverables" CASCADE;
  DROP TABLE "products_guarantees" CASCADE;
  DROP TABLE "products_faq" CASCADE;
  DROP TABLE "_products_v_version_process" CASCADE;
  DROP TABLE "_products_v_version_deliverables" CASCADE;
  DROP TABLE "_products_v_version_guarantees" CASCADE;
  DROP TABLE "_products_v_version_faq" CASCADE;`)
}
