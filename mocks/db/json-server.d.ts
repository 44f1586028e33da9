declare module 'json-server' {
  import type { RequestHandler, Router } from 'express';
  interface LowDb {
    getState(): unknown;
    setState(state: unknown): LowDb;
    write(): unknown;
  }
  export interface JsonServerRouter extends Router {
    db: LowDb;
  }
  const jsonServer: {
    router(source: string | object, opts?: { foreignKeySuffix?: string }): JsonServerRouter;
    bodyParser: RequestHandler[];
  };
  export default jsonServer;
}
