/**
 * The rows of the group dropdown (spec §2 'Group page header', 'Subject pickers and group picker'): section
 * headers from the domain's group picker (watchlists first, for admins only, then system groups per asset class,
 * empty sections hidden), narrowed by a fuzzy search (spec §5: Fuse.js threshold 0.2 for groups), and the list's
 * height (spec §9). Pure, so it is unit-tested without a browser.
 */
import {
  buildGroupPicker,
  FUSE_THRESHOLD_GROUPS,
  GROUP_DROPDOWN_HEADER_HEIGHT,
  GROUP_DROPDOWN_ITEM_HEIGHT,
  GROUP_DROPDOWN_MAX_HEIGHT,
  GROUP_DROPDOWN_MIN_SCROLL_ITEMS,
  type PresetGroup,
  type PresetRecord,
  type ProductCode,
} from '@moodwire/domain';
import Fuse from 'fuse.js';

// spec §9 'Group dropdown: max height 300px, item height 25, group header height 19, no scroll below 10 items'.
export const GROUP_LIST_MAX_HEIGHT_PX = GROUP_DROPDOWN_MAX_HEIGHT;
export const GROUP_ITEM_HEIGHT_PX = GROUP_DROPDOWN_ITEM_HEIGHT;
export const GROUP_HEADER_HEIGHT_PX = GROUP_DROPDOWN_HEADER_HEIGHT;
export const GROUP_LIST_MIN_SCROLL_ITEMS = GROUP_DROPDOWN_MIN_SCROLL_ITEMS;

/** A group as the dropdown needs it: the wire record of spec §3 and its product. */
export interface DropdownGroup extends PresetRecord {
  product: ProductCode;
}

export type GroupDropdownRow<T extends DropdownGroup> =
  | { kind: 'header'; key: string; title: string }
  | { kind: 'group'; key: string; group: T; optionIndex: number };

export interface GroupDropdownRows<T extends DropdownGroup> {
  rows: GroupDropdownRow<T>[];
  /** The groups in display order: what the arrow keys step through (headers are skipped). */
  options: T[];
}

function toPresetGroup(group: DropdownGroup): PresetGroup {
  return {
    id: group.Group,
    name: group.Name,
    class: group.Class,
    count: group.Count,
    dataset: group.Dataset,
    product: group.product,
    featured: group.Featured,
    type: group.type,
    // The picker sorts by type, product and class only; the rule is not on the wire and not needed here.
    rule: { kind: 'class' },
    isPublic: false,
  };
}

export function buildGroupDropdownRows<T extends DropdownGroup>(options: {
  groups: readonly T[];
  isAdmin: boolean;
  search?: string;
}): GroupDropdownRows<T> {
  const query = options.search?.trim() ?? '';
  let visible: readonly T[] = options.groups;
  if (query !== '') {
    const fuse = new Fuse([...options.groups], {
      keys: [
        { name: 'Name', weight: 2 },
        { name: 'Group', weight: 1 },
      ],
      threshold: FUSE_THRESHOLD_GROUPS,
      // A word anywhere in a name counts ('Brazil' in 'Brazil (ESG Core)').
      ignoreLocation: true,
    });
    visible = fuse.search(query).map((result) => result.item);
  }
  const byId = new Map(visible.map((group) => [group.Group, group]));
  const sections = buildGroupPicker({ groups: visible.map(toPresetGroup), isAdmin: options.isAdmin });
  const rows: GroupDropdownRow<T>[] = [];
  const ordered: T[] = [];
  for (const section of sections) {
    rows.push({ kind: 'header', key: `header:${section.id}`, title: section.title });
    for (const presetGroup of section.groups) {
      const group = byId.get(presetGroup.id);
      if (!group) continue;
      rows.push({ kind: 'group', key: `group:${group.Group}`, group, optionIndex: ordered.length });
      ordered.push(group);
    }
  }
  return { rows, options: ordered };
}

export function rowHeight(row: GroupDropdownRow<DropdownGroup>): number {
  return row.kind === 'header' ? GROUP_HEADER_HEIGHT_PX : GROUP_ITEM_HEIGHT_PX;
}

/** The list's height: every row when it holds fewer than 10 items (no scroll), else at most 300 px. */
export function groupListHeight(rows: readonly GroupDropdownRow<DropdownGroup>[]): {
  height: number;
  isScrolling: boolean;
} {
  const total = rows.reduce((sum, row) => sum + rowHeight(row), 0);
  const items = rows.filter((row) => row.kind === 'group').length;
  if (items < GROUP_LIST_MIN_SCROLL_ITEMS) return { height: total, isScrolling: false };
  return { height: Math.min(total, GROUP_LIST_MAX_HEIGHT_PX), isScrolling: total > GROUP_LIST_MAX_HEIGHT_PX };
}
