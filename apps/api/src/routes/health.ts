import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness check',
        response: {
          200: Type.Object({ ok: Type.Literal(true) }, { description: 'The API is up', examples: [{ ok: true }] }),
        },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['system'],
        summary: 'This OpenAPI 3.1 document, built from the route schemas',
      },
    },
    async () => app.swagger(),
  );
};
