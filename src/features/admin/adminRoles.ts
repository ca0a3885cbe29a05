import { MANAGED_ROLES, ROLE_LABELS } from "../../shared/admin";
import { ROLES } from "../../shared/constants";

const MANAGED: readonly string[] = MANAGED_ROLES;

/** A role's Spanish name; one this screen does not manage shows as it is. */
export function roleLabel(role: string): string {
  const upper = role.toUpperCase();
  return (ROLE_LABELS as Record<string, string>)[upper] ?? role;
}

/** The roles an account holds, in the order of MANAGED_ROLES, then any other. */
export function sortedRoles(roles: readonly string[]): string[] {
  const upper = [...new Set(roles.map((r) => r.toUpperCase()))];
  const order = (r: string) => {
    const i = MANAGED.indexOf(r);
    return i === -1 ? MANAGED_ROLES.length : i;
  };
  return upper.sort((a, b) => order(a) - order(b));
}

/**
 * The roles to save when `chosen` are ticked: USER is always held, the managed ones as ticked, and
 * roles this screen does not manage stay as they are.
 */
export function rolesToSave(held: readonly string[], chosen: ReadonlySet<string>): string[] {
  const sorted = sortedRoles(held);
  const others = sorted.filter((r) => !MANAGED.includes(r));
  return [...MANAGED_ROLES.filter((r) => r === ROLES.user || chosen.has(r)), ...others];
}
