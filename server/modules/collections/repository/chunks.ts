/** Rows a statement writes at most (its parameters stay well under the protocol's limits). */
export const CHUNK = 5000;

export function* chunks<T>(rows: readonly T[]): Generator<readonly T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}
