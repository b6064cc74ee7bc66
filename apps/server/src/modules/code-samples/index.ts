import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT_DIR } from '../../config.ts';
import { codeSamplesRoutes } from './code-samples.routes.ts';
import { codeSamplesService } from './code-samples.service.ts';

/** The published code samples (samples/ at the repository root), served with this deployment's address. */
export async function registerCodeSamples(app: FastifyInstance, deps: { publicUrl: string; samplesDir?: string }) {
  const samples = codeSamplesService({
    samplesDir: deps.samplesDir ?? path.join(ROOT_DIR, 'samples'),
    baseUrl: deps.publicUrl,
  });
  await app.register(codeSamplesRoutes({ samples }));
  return { samples };
}
