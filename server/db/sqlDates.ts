/** The Bogotá day (YYYY-MM-DD) of a timestamptz column, in SQL (fixed UTC−5: PGlite has no time-zone data). */
export const bogotaDaySql = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') - interval '5 hours', 'YYYY-MM-DD')`;
