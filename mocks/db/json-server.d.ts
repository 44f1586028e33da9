declare module 'json-server' {
  import type { Request, RequestHandler, Response, Router } from 'express';
  interface LowDb {
    getState(): unknown;
    setState(state: unknown): LowDb;
    /** Persists the state (the file adapter), returning its argument; a no-op in memory. */
    write(returnValue?: unknown): unknown;
  }
  export interface JsonServerRouter extends Router {
    db: LowDb;
    /** Sends `res.locals.data`; replaceable (json-server's documented hook). */
    render(req: Request, res: Response): void;
  }
  const jsonServer: {
    router(source: string | object, opts?: { foreignKeySuffix?: string }): JsonServerRouter;
    bodyParser: RequestHandler[];
  };
  export default jsonServer;
}
