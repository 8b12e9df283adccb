/**
 * The subject picker's categories (spec §2 'Subject pickers'): the five categories with the groups each offers,
 * narrowed to the groups the user may open here (a product page lists only its product's groups). Pure.
 */
import { SUBJECT_PICKER_CATEGORIES } from '@moodwire/domain';

export interface SubjectCategory<T> {
  id: string;
  name: string;
  groups: T[];
}

/** The categories in spec order with their available groups in spec order; categories left empty are hidden. */
export function listSubjectCategories<T extends { Group: string }>(groups: readonly T[]): SubjectCategory<T>[] {
  const byId = new Map(groups.map((group) => [group.Group, group]));
  return SUBJECT_PICKER_CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    groups: category.groupIds.flatMap((id) => {
      const group = byId.get(id);
      return group ? [group] : [];
    }),
  })).filter((category) => category.groups.length > 0);
}
