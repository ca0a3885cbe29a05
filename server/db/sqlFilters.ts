/** `%text%` for ILIKE, with the pattern's own wildcards (`%`, `_`, `\`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, "\\$&")}%`;
}

/**
 * The WHERE clause of a filtered list and its parameters, built condition by condition: the
 * agents' inbox, the users and the audit log filter this way.
 */
export class SqlFilters {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** A placeholder (`$n`) for one value, to compose a condition by hand. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** A condition; every `?` in it stands for the one value given (none: the condition as is). */
  add(sql: string, ...value: [unknown?]): void {
    this.conditions.push(value.length === 0 ? sql : sql.replaceAll("?", this.param(value[0])));
  }

  get clause(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(" AND ")}` : "";
  }
}
