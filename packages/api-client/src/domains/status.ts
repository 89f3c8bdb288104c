import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { type ProductStatus, statusSchema } from '../models/status';

export function createStatusApi(ctx: ApiContext) {
  return {
    /** status.json: maintenance flags (`maintenance.api` false unless set). */
    status(options: CallOptions = {}): Promise<ProductStatus> {
      return ctx.call('status', { ...options, schema: statusSchema });
    },
  };
}

export type StatusApi = ReturnType<typeof createStatusApi>;
