/** Maternal and child lab lists (SPEC.md section 2): postpartum 1-10, antenatal 11-15, intrapartum 16-20. */
export const MATERNAL_CHILD_GROUPS = {
  postpartum: { from: 1, to: 10, path: '/student/postpartum' },
  antenatal: { from: 11, to: 15, path: '/student/antenatal' },
  intrapartum: { from: 16, to: 20, path: '/student/intrapartum' },
} as const;
export type MaternalChildGroup = keyof typeof MATERNAL_CHILD_GROUPS;

export function groupOfLab(labNumber: number): MaternalChildGroup | undefined {
  for (const [group, range] of Object.entries(MATERNAL_CHILD_GROUPS)) {
    if (labNumber >= range.from && labNumber <= range.to) return group as MaternalChildGroup;
  }
  return undefined;
}
