/** True when a write broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}
