-- Authors get a slug for their page (/blog/author/{slug}). Existing rows are filled with what the admin's
-- slugify() (src/shared/slugify.ts) makes of the name, in id order, with -2, -3… when the slug is taken;
-- a name with no ASCII letter or digit becomes "author". db/schema.test.ts holds this SQL to slugify().
ALTER TABLE "authors" ADD COLUMN "slug" text;--> statement-breakpoint
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT "id", "name" FROM "authors" ORDER BY "id" LOOP
    -- slugify(): lower-case (JavaScript turns İ and the Kelvin sign into ASCII), keep [A-Za-z0-9_], JavaScript's
    -- whitespace and hyphens, trim, whitespace runs to one hyphen, hyphen runs to one, no hyphen at either end.
    base := lower(translate(r."name", U&'\0130\212A', 'iK'));
    base := regexp_replace(base, U&'[^a-z0-9_\0009-\000D\0020\00A0\1680\2000-\200A\2028\2029\202F\205F\3000\FEFF-]', '', 'g');
    base := regexp_replace(base, U&'[\0009-\000D\0020\00A0\1680\2000-\200A\2028\2029\202F\205F\3000\FEFF]+', '-', 'g');
    base := regexp_replace(base, '-+', '-', 'g');
    base := regexp_replace(base, '^-+|-+$', '', 'g');
    IF base = '' THEN
      base := 'author';
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "authors" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE "authors" SET "slug" = candidate WHERE "id" = r."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "authors" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_author_published_idx" ON "blog_posts" USING btree ("author_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_slug_unique" UNIQUE("slug");
