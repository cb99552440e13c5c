// The contract calls (ours; src/domain/contracts/api.ts): partners read their organisation's
// contracts and change a contract's bank account; the back office writes contracts for a partner.
// Each route declares its privilege; every record is read through contractPolicy.ts.
import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../../../src/domain/api';
import {
  bankChangeSchema,
  CONTRACT_PATHS,
  contractIdSchema,
  staffListSchema,
} from '../../../../src/domain/contracts/api';
import { contractSaveSchema } from '../../../../src/domain/contracts/contract';
import { ACTIONS } from '../../../../src/domain/roles';
import { requiresLink } from '../../auth/privileges';
import { changeBankAccount } from '../../contracts/bankChange';
import {
  authorizeBackofficeOrganisation,
  listPartnerOrganisations,
} from '../../auth/backofficePolicy';
import { authorizeContract } from '../../contracts/contractPolicy';
import { saveContract } from '../../contracts/contractSave';
import { listContracts, presentOne } from '../../contracts/contractStore';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf, requireAuth } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerContractRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, config } = deps;

  app.get(
    apiUrl(CONTRACT_PATHS.list),
    { config: { privilege: requiresLink('account-contract-list') } },
    async (request) => {
      const auth = requireAuth(request);
      return okEnvelope({ list: await listContracts(db, auth.orgId, clock.now()) });
    },
  );

  app.get(
    apiUrl(CONTRACT_PATHS.info),
    { config: { privilege: requiresLink('account-contract-info') } },
    async (request) => {
      const input = parseInput(contractIdSchema, request.query, languageOf(request));
      const row = await authorizeContract(db, requireAuth(request), input.id);
      return okEnvelope(await presentOne(db, row, clock.now()));
    },
  );

  app.post(
    apiUrl(CONTRACT_PATHS.changeBankAccount),
    { config: { privilege: requiresLink('account-contract-accountInfo') } },
    async (request) => {
      const language = languageOf(request);
      const input = parseInput(bankChangeSchema, request.body, language);
      const contract = await changeBankAccount(
        {
          db,
          clock,
          secret: config.secrets.signingSecret,
          publicUrl: config.publicUrl,
          throttle: deps.throttle,
          sendLimits: deps.sendLimits,
        },
        requireAuth(request),
        input,
        { language, address: clientAddressOf(request) },
      );
      return okEnvelope(contract);
    },
  );

  const staff = requiresLink(ACTIONS.backofficeContracts);
  app.get(apiUrl(CONTRACT_PATHS.staffOrgs), { config: { privilege: staff } }, async (request) =>
    okEnvelope({ list: await listPartnerOrganisations(db, requireAuth(request)) }),
  );
  app.get(apiUrl(CONTRACT_PATHS.staffList), { config: { privilege: staff } }, async (request) => {
    const input = parseInput(staffListSchema, request.query, languageOf(request));
    const { orgId } = await authorizeBackofficeOrganisation(db, requireAuth(request), input.orgId);
    return okEnvelope({ list: await listContracts(db, orgId, clock.now()) });
  });
  app.post(apiUrl(CONTRACT_PATHS.staffSave), { config: { privilege: staff } }, async (request) => {
    const input = parseInput(contractSaveSchema, request.body, languageOf(request));
    return okEnvelope(await saveContract({ db, clock }, requireAuth(request), input));
  });
}
