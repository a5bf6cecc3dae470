/**
 * "Alex M.": how a person is named to others — a client weighing a pilot's proposal, either
 * side of a conversation before a hire, every list. The full name and the phone are for the
 * client and the pilot they hired only.
 */
export const displayName = (p: { firstName: string; lastName: string }) =>
  [p.firstName, p.lastName ? `${p.lastName.slice(0, 1)}.` : ''].filter(Boolean).join(' ');
