// The frame-ancestors directive of a Content-Security-Policy header, for tests about who may frame a page (the
// rest of the policy is checked by security/document-policy.test.ts).
export function frameAncestorsOf(header: unknown): string | undefined {
  return String(header)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors '));
}
