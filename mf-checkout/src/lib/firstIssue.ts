interface Issues {
  issues: { message: string; path: PropertyKey[] }[];
}

/** The first issue's message and every field with an issue (for aria-invalid), or null when the input is valid. */
export function validationProblems(error: Issues | undefined): { message: string; fields: Set<string> } | null {
  if (!error || error.issues.length === 0) return null;
  return {
    message: error.issues[0]?.message ?? '',
    fields: new Set(error.issues.map((issue) => String(issue.path[0] ?? ''))),
  };
}
