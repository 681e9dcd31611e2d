import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById, userJson } from '../../db/queries/users.js';
import { changePassword, updateProfile } from '../../domain/account-profile.js';
import { envelope, messageBody, validationErrorBody } from '../../lib/envelope.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { multipartForm } from '../../plugins/multipart-forms.js';
import { userSchema } from '../../schemas/account.js';
import { changePasswordBody, updateProfileBody } from './schemas.js';

export const PROFILE_UPDATED_MESSAGE = 'account.profile_updated';
export const PASSWORD_CHANGED_MESSAGE = 'account.password_changed';

const userResponse = envelope(z.object({ user: userSchema }));

/** GET /profile, POST /update-profile, POST /change-password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: userResponse } },
    },
    async (request) => {
      const user = await findUserById(app.db, sessionUserId(request));
      if (!user) throw new Error('signed-in user does not exist');
      return { data: { user: userJson(user) } };
    },
  );

  app.post(
    '/update-profile',
    {
      // After the token check (onRequest, signedIn): a stranger's upload is never read.
      preValidation: multipartForm({ fileField: 'profile_photo', maxFiles: 1 }),
      schema: {
        tags: ['account'],
        summary: 'Update the profile (multipart with profile_photo, or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        body: updateProfileBody,
        response: { 200: userResponse, 422: validationErrorBody },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, sessionUserId(request), request.body);
      return { message: request.t(PROFILE_UPDATED_MESSAGE), data: { user: userJson(user) } };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (signs out the other sessions)',
        body: changePasswordBody,
        response: { 200: messageBody, 422: validationErrorBody },
      },
    },
    async (request) => {
      const { current_password, password } = request.body;
      if (!request.session) throw new Error('change-password without a session');
      await changePassword(app.db, request.session, current_password, password);
      return { message: request.t(PASSWORD_CHANGED_MESSAGE) };
    },
  );
};
