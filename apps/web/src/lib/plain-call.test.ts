import { describe, expect, it } from 'vitest';
import { categoriesCall } from '@airwork/shared/categories/category.calls';
import { categorySchema } from '@airwork/shared/categories/category.schema';
import { CATEGORIES_PATH, isCategory } from './categories';

// The categories are read without the contract's schemas: they must stay what it says.

describe('the categories without the schemas', () => {
  it('use the contract entry’s path, accept what it accepts and refuse what does not fit', () => {
    expect(CATEGORIES_PATH).toBe(categoriesCall.path);
    const category = { id: 1, categoriesName: 'Solar', categoriesImage: '/categories/solar.svg' };
    expect(categorySchema.safeParse(category).success).toBe(true);
    expect(isCategory(category)).toBe(true);
    expect(isCategory({ ...category, id: 'one' })).toBe(false);
    expect(isCategory({ id: 1, categoriesName: 'Solar' })).toBe(false);
  });
});
