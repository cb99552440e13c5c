// Ours, the organisation's identity images. By a registration link (public like the other sign-up
// calls; the link reaches only its own organisation): POST /org/add/registration_image (multipart:
// token and slot before the file) and /org/view/registration_images (token). By a session of the
// organisation, for the subject-info screen (reading: account-subjectInfo; storing:
// action-subject-edit, administrators):
// /org/up/organisation_image (multipart: slot before the file) and /org/view/organisation_images.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiUrl, PATHS } from '../../../../src/domain/api';
import {
  identitySlotsOf,
  isIdentityImageSlot,
  MAX_REGISTRATION_UPLOADS,
  type IdentityImage,
} from '../../../../src/domain/accounts/identityImages';
import { maxBytesOf } from '../../../../src/domain/media/filePolicy';
import { ACTIONS } from '../../../../src/domain/roles';
import { registrationTokenSchema } from '../../../../src/domain/schemas/registration';
import {
  listOrganisationImages,
  resolveRegistrationOwner,
  resolveSessionOwner,
  storeOrganisationImage,
  type RegistrationOwner,
} from '../../accounts/organisationImages';
import { requiresLink } from '../../auth/privileges';
import { uploadError } from '../../files/fileErrors';
import type { UploadContext } from '../../files/uploads';
import { ApiError } from '../../http/apiError';
import { okEnvelope } from '../../http/envelope';
import { languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { fieldValue, readFormFile } from '../files/fileCalls';

const tokenFieldsSchema = z.object({ token: z.string().min(1).max(128), slot: z.string().max(20) });
const slotFieldsSchema = z.object({ slot: z.string().max(20) });

export function registerRegistrationImageRoutes(
  app: FastifyInstance,
  { db, config, clock, store }: RouteDeps,
): void {
  const secret = config.secrets.signingSecret;
  const ctx: UploadContext = { db, store, signingSecret: secret, now: () => clock.now() };
  const open = { config: { privilege: 'public' as const } };
  const subjectInfo = { config: { privilege: requiresLink('account-subjectInfo') } };
  // storing an image changes the identity: administrators only, like the subject info's fields
  const subjectEdit = { config: { privilege: requiresLink(ACTIONS.subjectEdit) } };

  /**
   * Reads the form's fields, resolves whose images they are, then streams the one file into its
   * slot; on any refusal before the file is stored, the file is drained.
   */
  async function receiveImage(
    request: FastifyRequest,
    ownerOf: (fields: Record<string, string | undefined>) => Promise<RegistrationOwner>,
    isRegistration: boolean,
  ): Promise<IdentityImage> {
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
    let owner;
    let slot;
    try {
      const fields = {
        token: fieldValue(data.fields, 'token'),
        slot: fieldValue(data.fields, 'slot'),
      };
      owner = await ownerOf(fields);
      if (!isIdentityImageSlot(fields.slot)) throw uploadError('image-slot-invalid', language);
      slot = fields.slot;
    } catch (error) {
      data.file.resume();
      throw error;
    }
    return storeOrganisationImage(
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
      { signingSecret: secret, isRegistration },
    );
  }

  void app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(apiUrl(PATHS.registrationImage), open, async (request) => {
      const image = await receiveImage(
        request,
        async (fields) => {
          const { token } = parseInput(tokenFieldsSchema, fields, languageOf(request));
          return resolveRegistrationOwner(db, clock, token);
        },
        true,
      );
      return okEnvelope(image);
    });
    scope.post(apiUrl(PATHS.organisationImage), subjectEdit, async (request) => {
      const image = await receiveImage(
        request,
        async (fields) => {
          parseInput(slotFieldsSchema, fields, languageOf(request));
          return resolveSessionOwner(db, requireAuth(request));
        },
        false,
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

  app.post(apiUrl(PATHS.organisationImages), subjectInfo, async (request) => {
    const owner = await resolveSessionOwner(db, requireAuth(request));
    const images = await listOrganisationImages(db, owner, secret);
    return okEnvelope({ slots: identitySlotsOf(owner.accountType), images });
  });
}
