/**
 * The inline error of a Fluent Field, as every PQRS field shows it: the same text as the error
 * summary, without Fluent's role="alert" (the focused summary already announces the problems).
 */
export function fieldValidation(error: string | undefined) {
  return {
    validationState: error ? ("error" as const) : ("none" as const),
    validationMessage: error ? { children: error, role: undefined } : undefined,
  };
}
