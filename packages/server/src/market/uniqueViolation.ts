/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). PostgreSQL's `pg`
 * and PGlite both put the SQLSTATE in `code`, so one check serves both targets.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === '23505'
  )
}
