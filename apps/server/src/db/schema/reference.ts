// Reference lists the catalogue and profiles point at: instruments, genres, skill levels, languages, regions.
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

const referenceColumns = {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
};

/** Instruments and genres also have the pickers' on/off images: storage keys, drawn on first start. */
const pickerColumns = {
  ...referenceColumns,
  onImage: text('on_image'),
  offImage: text('off_image'),
};

export const instruments = pgTable('instruments', pickerColumns);
export const genres = pgTable('genres', pickerColumns);
export const skillLevels = pgTable('skill_levels', referenceColumns);
export const languages = pgTable('languages', referenceColumns);

export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  store: text('store').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});
