import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  sort: smallint('sort').notNull().default(0),
  image: text('image').notNull(),
});

export const categoryNames = pgTable(
  'category_names',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languagesId: smallint('languages_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languagesId] })],
);
