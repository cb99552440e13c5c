// Ours, beside sign-up: POST /org/add/registration_image (multipart: token and slot before the
// file) and /org/view/registration_images (token). Public like the other sign-up calls: the
// registration link is the key, and it reaches only its own organisation's images.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiUrl, PATHS } from '../../../../src/domain/api';
import {
  identitySlotsOf,
  isIdentityImageSlot,
  MAX_REGISTRATION_UPLOADS,
} from '../../../../src/domain/accounts/identityImages';
import { maxBytesOf } from '../../../../src/domain/media/filePolicy';
import { registrationTokenSchema } from '../../../../src/domain/schemas/registration';
import {
  listOrganisationImages,
  resolveRegistrationOwner,
  storeOrganisationImage,
} from '../../accounts/organisationImages';
import { uploadError } from '../../files/fileErrors';
import type { UploadContext } from '../../files/uploads';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { fieldValue, readFormFile } from '../files/fileCalls';

const imageFieldsSchema = z.object({ token: z.string().min(1).max(128), slot: z.string().max(20) });

export function registerRegistrationImageRoutes(
  app: FastifyInstance,
  { db, config, clock, store }: RouteDeps,
): void {
  const secret = config.secrets.signingSecret;
  const ctx: UploadContext = { db, store, signingSecret: secret, now: () => clock.now() };
  const open = { config: { privilege: 'public' as const } };

  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(apiUrl(PATHS.registrationImage), open, async (request) => {
      const language = languageOf(request);
      if (!request.isMultipart()) throw new ApiError('unsupportedMediaType');
      const data = await readFormFile(
        request,
        {
          limits: {
            fileSize: Math.max(maxBytesOf('idImage'), maxBytesOf('logo')),
            files: 1,
            fields: 4,
            fieldSize: 256,
            parts: 5,
          },
        },
        language,
      );
      if (!data) throw uploadError('file-missing', language);
      // token and slot come before the file in the form; on any refusal the file is drained
      let owner;
      let slot;
      try {
        const fields = parseInput(
          imageFieldsSchema,
          { token: fieldValue(data.fields, 'token'), slot: fieldValue(data.fields, 'slot') },
          language,
        );
        owner = await resolveRegistrationOwner(db, clock, fields.token);
        if (!isIdentityImageSlot(fields.slot)) throw uploadError('image-slot-invalid', language);
        slot = fields.slot;
      } catch (error) {
        data.file.resume();
        throw error;
      }
      const image = await storeOrganisationImage(
        ctx,
        owner,
        slot,
        {
          name: data.filename,
          contentType: data.mimetype,
          body: data.file,
          isTruncated: () => data.file.truncated,
        },
        language,
        secret,
      );
      return okEnvelope(image);
    });
  });

  app.post(apiUrl(PATHS.registrationImages), open, async (request) => {
    const { token } = parseInput(registrationTokenSchema, request.body, languageOf(request));
    const owner = await resolveRegistrationOwner(db, clock, token);
    const images = await listOrganisationImages(db, owner, secret);
    return okEnvelope({
      slots: identitySlotsOf(owner.accountType),
      images,
      maxUploads: MAX_REGISTRATION_UPLOADS,
    });
  });
}
