/** What the contract's schemas report about one value (a zod issue, structurally). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Field path ("content.questions.0.prompt") to the first message a schema gave for it. */
export type IssueMap = Readonly<Record<string, string>>;

export function issueMap(issues: readonly SchemaIssue[], prefix: readonly PropertyKey[] = []): IssueMap {
  const map: Record<string, string> = {};
  for (const issue of issues) {
    const key = [...prefix, ...issue.path].map(String).join('.');
    map[key] ??= issue.message;
  }
  return map;
}
