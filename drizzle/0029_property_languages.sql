-- The languages a hotel offers its pages in (`LOCALES` tags: 'de', 'zh-CN' …); null: every
-- language the site has.
ALTER TABLE "properties" ADD COLUMN "languages" text[];
