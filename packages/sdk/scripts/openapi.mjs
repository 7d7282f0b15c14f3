// Writes dist/openapi.json: an OpenAPI 3.1 document of every call of the endpoint table, its answers
// described by the SDK's response schemas (run by `npm run build` after tsup; reads the build).
import { writeFileSync } from 'node:fs';
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';

const dist = new URL('../dist/', import.meta.url);
const { endpoints } = await import(new URL('index.js', dist).href);
const schemas = await import(new URL('schemas.js', dist).href);
const { version } = JSON.parse(
  await import('node:fs').then((fs) => fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')),
);

/** Components: one per entity, named as the SDK's types are. */
const entities = {
  Service: schemas.ServiceSchema,
  ServiceOption: schemas.ServiceOptionSchema,
  User: schemas.UserSchema,
  Vendor: schemas.VendorSchema,
  VendorDetail: schemas.VendorDetailSchema,
  VendorServiceRow: schemas.VendorServiceRowSchema,
  Shop: schemas.ShopRecordSchema,
  ShopCategory: schemas.ShopCategorySchema,
  Review: schemas.ReviewSchema,
  FlaggedReview: schemas.FlaggedReviewSchema,
  TokenMapping: schemas.TokenMappingSchema,
  ReferralCode: schemas.ReferralCodeSchema,
  ReferralConfig: schemas.ReferralConfigSchema,
  RedemptionRequest: schemas.RedemptionRequestSchema,
  FeaturedAd: schemas.FeaturedAdSchema,
  PremiumService: schemas.PremiumServiceSchema,
};
const config = {
  target: 'draft-2020-12',
  definitions: entities,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

/** A schema as JSON Schema, entities as references to the components. */
function json(schema) {
  const { $schema: _s, $defs: _d, ...rest } = toJsonSchema(schema, config);
  return rest;
}

const QUERY_TYPES = {
  page: 'integer',
  pagesize: 'integer',
  sortdescending: 'boolean',
  onlyunresolved: 'boolean',
};

function envelope(data) {
  const properties = { success: { type: 'boolean' }, code: {}, message: { type: ['string', 'null'] } };
  if (data) properties.data = data;
  return { type: 'object', required: ['success'], properties };
}

function operation(name, def) {
  const contract = schemas.responses[name];
  const parameters = [
    ...[...def.path.matchAll(/\{([^}]+)\}/g)].map(([, p]) => ({
      name: p,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(contract.query ?? []).map((q) => ({
      name: q,
      in: 'query',
      required: false,
      schema: { type: QUERY_TYPES[q.toLowerCase()] ?? 'string' },
    })),
    { $ref: '#/components/parameters/xSource' },
  ];
  const data = contract.data
    ? contract.list
      ? json(schemas.listOf(contract.data))
      : json(contract.data)
    : undefined;
  const op = {
    operationId: name,
    summary: `${name}: ${def.method} ${def.path}`,
    tags: [name.split('.')[0]],
    parameters,
    responses: {
      200: { description: 'Success', content: { 'application/json': { schema: envelope(data) } } },
      400: { $ref: '#/components/responses/Invalid' },
    },
  };
  if (def.host === 'api') {
    op.responses[401] = { $ref: '#/components/responses/Unauthorized' };
    op.security = [{ bearer: [] }];
  } else {
    op.servers = [{ url: 'http://127.0.0.1:4011', description: 'auth host (dev API default)' }];
    op.security = [];
  }
  if (def.body !== 'none') {
    const content = {};
    if (def.body === 'json' || def.body === 'auto') content['application/json'] = { schema: {} };
    if (def.body === 'multipart' || def.body === 'auto')
      content['multipart/form-data'] = { schema: { type: 'object' } };
    op.requestBody = { required: true, content };
  }
  return op;
}

export function openApiDocument() {
  const paths = {};
  for (const [name, def] of Object.entries(endpoints)) {
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace Admin backend',
      version,
      description:
        'Every call of the SDK endpoint table (spec section 7); operationId is the endpoint name. Answers are the envelope { success, code, message, data }.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'API host (dev API default)' }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(toJsonSchemaDefs(entities, config)).map(([k, { $schema: _s, ...v }]) => [k, v]),
      ),
      parameters: {
        xSource: {
          name: 'x-source',
          in: 'header',
          required: true,
          schema: { type: 'string', const: 'A-Web' },
        },
      },
      responses: {
        Invalid: {
          description: 'Invalid request (the message says what)',
          content: { 'application/json': { schema: envelope() } },
        },
        Unauthorized: {
          description: 'No valid token',
          content: { 'application/json': { schema: envelope() } },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

writeFileSync(new URL('openapi.json', dist), JSON.stringify(openApiDocument(), null, 2) + '\n');
