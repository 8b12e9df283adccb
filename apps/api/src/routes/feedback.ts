/** spec §7 '/send-feedback' and '/sub-newsletter': open to everyone; feedback remembers a signed-in sender. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { identifyUser } from '../auth/guards';
import { HttpError } from '../http-error';
import { ApikeyQuery, dataOf, errorResponses, FORM_OR_JSON } from '../schemas/common-schemas';
import { createFeedback } from '../store/feedback/create-feedback';
import { createNewsletterSubscription } from '../store/newsletter/create-newsletter-subscription';

const Email = Type.String({ format: 'email', maxLength: 254, examples: ['reader@example.com'] });

export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/send-feedback',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send feedback',
        consumes: FORM_OR_JSON,
        querystring: Type.Object({ apikey: ApikeyQuery }),
        body: Type.Object(
          {
            message: Type.String({
              minLength: 1,
              maxLength: 10_000,
              examples: ['The heatmap legend is hard to read.'],
            }),
            email: Type.Optional(Email),
            page: Type.Optional(Type.String({ maxLength: 500, examples: ['/ma4/heatmaps'] })),
          },
          { examples: [{ message: 'The heatmap legend is hard to read.', page: '/ma4/heatmaps' }] },
        ),
        response: {
          200: dataOf(
            Type.Object({ id: Type.String() }, { examples: [{ id: '0b7f3d7e-4c9a-4f8e-9d55-3c1f2f6b8a10' }] }),
            'Feedback received',
          ),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request) => {
      const message = request.body.message.trim();
      if (!message) throw new HttpError(400, "Invalid parameter 'message': must not be empty");
      const account = await identifyUser(ctx, request);
      const id = await createFeedback(ctx.db, {
        message,
        email: request.body.email ?? account?.email ?? null,
        page: request.body.page ?? null,
        userId: account?.id ?? null,
        now: ctx.now(),
      });
      return { data: { id } };
    },
  );

  app.post(
    '/sub-newsletter',
    {
      schema: {
        tags: ['contact'],
        summary: 'Subscribe an email to the newsletter',
        consumes: FORM_OR_JSON,
        body: Type.Object({ email: Email }, { examples: [{ email: 'reader@example.com' }] }),
        response: {
          200: dataOf(
            Type.Object(
              { email: Type.String(), subscribed: Type.Literal(true) },
              { examples: [{ email: 'reader@example.com', subscribed: true }] },
            ),
            'Subscribed (the same answer whether or not it already was)',
          ),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      // The answer must not tell whether an address was subscribed already (issue 12 §6): anyone may call this.
      await createNewsletterSubscription(ctx.db, { email, now: ctx.now() });
      return { data: { email, subscribed: true as const } };
    },
  );
};
