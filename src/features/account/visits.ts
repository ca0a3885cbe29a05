/**
 * One visit of a screen (see useVisit): an object only that screen holds, so what the account
 * stores loaded for it is kept for it alone and let go with it.
 */
export type Visit = object;

/**
 * What each visit of a screen has loaded or sent, made on its first use (issue 23). Each screen
 * held its server data in its own state before, so a new visit started empty and loaded afresh:
 * keeping it per visit keeps that, and never shows the last visit's answer first.
 */
export class PerVisit<T> {
  private readonly made = new WeakMap<Visit, T>();

  constructor(private readonly make: () => T) {}

  of(visit: Visit): T {
    let value = this.made.get(visit);
    if (value === undefined) {
      value = this.make();
      this.made.set(visit, value);
    }
    return value;
  }
}
