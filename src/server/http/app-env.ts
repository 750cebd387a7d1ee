/** Hono's per-request variables, shared by every surface. */
export interface AppEnv {
  Variables: {
    requestId: string;
  };
}
