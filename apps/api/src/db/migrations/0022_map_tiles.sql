CREATE TABLE "map_tiles" (
	"scope" text PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"tile_kind" text NOT NULL,
	"min_zoom" integer NOT NULL,
	"max_zoom" integer NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"center_longitude" double precision NOT NULL,
	"center_latitude" double precision NOT NULL,
	"center_zoom" integer NOT NULL,
	"attribution" text,
	"name" text NOT NULL,
	"vector_layers" jsonb NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_tiles" ADD CONSTRAINT "map_tiles_uploaded_by_fkey" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;