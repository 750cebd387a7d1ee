/**
 * A memoised loader: the first call starts `load`, every later call gets the same promise.
 * Used for heavy packages the server needs only on some paths (the AI SDK, sharp, pg): a dynamic
 * `import()` of a package stays lazy in the bundle (scripts/server-bundle.mjs keeps these
 * packages external), so start-up does not pay for them (issue 2; bench/suites/startup.ts).
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
