import { catalogue } from '../catalogue';
import type { Core } from '../core';
import { MpaError } from '../errors';
import { DEFAULT_UNIT, PAGE_SIZES } from '../rules/constants';
import {
  ageFromYearOfBirth,
  validateServiceLinks,
  validateVendorForm,
  yearOfBirthFromAge,
} from '../rules/forms';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { User } from '../types/users';
import type {
  BulkLinksPayload,
  ServiceLink,
  Vendor,
  VendorDetail,
  VendorForm,
  VendorServiceRow,
} from '../types/vendors';
import type { UsersApi } from './users';
import {
  check,
  dataCall,
  formFields,
  listCall,
  mutate,
  pager,
  pagingParams,
  type AutoPaging,
  type Mutation,
} from './shared';

const v = catalogue.vendors;
const vs = catalogue.vendorServices;
const link = catalogue.serviceLinking;

/** Vendors. */
export interface VendorsApi extends AutoPaging<Vendor, PagingPayload> {
  /** GET /Vendors/v1 (items+totalCount or a plain array). */
  list(q?: PagingPayload, opts?: CallOptions): Promise<Page<Vendor>>;
  /** GET /vendors/v1/{id} */
  get(id: number, opts?: CallOptions): Promise<VendorDetail>;
  /** DELETE /vendors/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
  /** PUT /vendors/v1/toggle-active/{id} */
  toggleActive(id: number, opts?: CallOptions): Promise<Mutation>;
  /** POST /vendors/v1/vendor-profile (form data, fields as given). */
  profile(form: Record<string, unknown>, opts?: CallOptions): Promise<Mutation>;
  /**
   * Makes the vendor active or inactive over the server's toggle (see `setActiveByToggle`). The state
   * is read from the vendor's list row (spec §3: the detail has no isActive), found by searching the
   * list for the detail's mobile number.
   */
  setActive(id: number, active: boolean, opts?: CallOptions): Promise<SetActiveResult<Vendor | undefined>>;
  /**
   * The vendor list row with exactly this mobile number, or undefined (spec §3 gives a row its id and
   * mobileNo; the list's search also matches names and e-mails, so its pages are walked). How the panel's
   * vendor pages find the vendor of their path, and `setActive` a vendor's row.
   */
  findByMobile(mobile: string, opts?: CallOptions): Promise<Vendor | undefined>;
}

/** What `setActive` did: `changed` false when the record already was in the state asked for. */
export interface SetActiveResult<T> extends Mutation<T> {
  changed: boolean;
}

/** Vendor services (vendor-to-service links). */
export interface VendorServicesApi extends AutoPaging<VendorServiceRow, PagingPayload> {
  /** GET /VenderServices/v1 */
  list(q?: PagingPayload, opts?: CallOptions): Promise<Page<VendorServiceRow>>;
  /** GET /VenderServices/v1/mobile/{vMobile} (page size 99999 unless given). */
  byMobile(vMobile: string, q?: PagingPayload, opts?: CallOptions): Promise<Page<VendorServiceRow>>;
  /** GET /VenderServices/v1/{id} */
  get(id: number, opts?: CallOptions): Promise<VendorServiceRow>;
  /** DELETE /VenderServices/v1/{id} */
  delete(id: number, opts?: CallOptions): Promise<Mutation>;
  /** GET /VenderServices/v1/vendor-with-main-service/{id} */
  vendorWithMainService(id: number, opts?: CallOptions): Promise<VendorDetail>;
  /** POST /VenderServices/v1/combined-vender-service-create (usersDto.* / venderServiceDto.* form; serviceUnits 'piece', serviceRates '0'). */
  combinedCreate(form: VendorForm, opts?: CallOptions): Promise<Mutation>;
  /** POST /VenderServices/v1/combined-vender-service-update */
  combinedUpdate(form: VendorForm, opts?: CallOptions): Promise<Mutation>;
  /** Create when the form has no vendorid, else update (spec §4). */
  saveVendor(form: VendorForm, opts?: CallOptions): Promise<Mutation>;
  /** PUT /VenderServices/v1/toggle-active/{id} */
  toggleActive(id: number, opts?: CallOptions): Promise<Mutation>;
  /** POST /VenderServices/v1/bulk ({vMobile, services}). */
  bulkCreate(p: BulkLinksPayload, opts?: CallOptions): Promise<Mutation>;
  /** PUT /VenderServices/v1/bulk/{mobileno} with the list of links. */
  bulkUpdate(mobile: string, links: ServiceLink[], opts?: CallOptions): Promise<Mutation>;
  /** Makes the link active or inactive over the server's toggle (see `setActiveByToggle`). */
  setActive(id: number, active: boolean, opts?: CallOptions): Promise<SetActiveResult<VendorServiceRow>>;
  /**
   * Replaces the vendor's links with `links` (spec §4 rules checked first; nothing sent when they
   * fail). The links the vendor has now decide the call: none, `bulkCreate`; some, `bulkUpdate`, each
   * link keeping the id of the vendor's row for the same service (new services id 0). A mobile with
   * no links and no vendor (the spec's lookup by mobile, role V) fails with 'Vendor not found' (404).
   */
  replaceLinks(mobile: string, links: ServiceLink[], opts?: CallOptions): Promise<Mutation>;
}

/** The vendors among `users` with exactly this mobile number (a user without a mobile field is taken at its word). */
export function vendorsWithMobile(users: readonly User[], mobile: string): User[] {
  return users.filter((u) =>
    [u.mobileNo, u.mobile, u.mobileno].every((m) => m === undefined || m === null || String(m) === mobile),
  );
}

/**
 * The one "set active" over a server that only toggles: read the state; when it already is the one
 * asked for, send nothing; else toggle, read the state again (the toggle's answer, else a fresh
 * read), and when someone else toggled meanwhile so that it now is the other way, toggle back.
 */
async function setActiveByToggle<T>(
  read: () => Promise<{ active: boolean | undefined; record: T }>,
  toggle: () => Promise<Mutation>,
  stateOf: (data: unknown) => boolean | undefined,
  active: boolean,
  already: string,
): Promise<SetActiveResult<T>> {
  const before = await read();
  if (before.active === active) return { message: already, data: before.record, changed: false };
  const res = await toggle();
  let now = stateOf(res.data);
  let record = res.data as T;
  if (now === undefined) ({ active: now, record } = await read());
  if (now === !active) {
    const back = await toggle();
    return { ...back, data: back.data as T, changed: true };
  }
  return { ...res, data: record, changed: true };
}

const isActiveOf = (data: unknown): boolean | undefined => {
  const v = (data as { isActive?: unknown } | null | undefined)?.isActive;
  return typeof v === 'boolean' ? v : undefined;
};

/** The combined vendor form as flat multipart keys. */
function vendorFormFields(f: VendorForm, mode: 'create' | 'update'): Record<string, unknown> {
  const yob =
    f.yearOfBirth !== undefined && f.yearOfBirth !== ''
      ? f.yearOfBirth
      : f.age !== undefined && f.age !== ''
        ? yearOfBirthFromAge(f.age)
        : undefined;
  const fields: Record<string, unknown> = {
    'usersDto.vendorId': f.vendorid ?? undefined,
    'usersDto.name': f.name,
    'usersDto.email': f.email ?? '',
    'usersDto.mobileno': f.mobileno,
    'usersDto.gender': f.gender,
    'usersDto.yearOfBirth': yob,
    'usersDto.yearOfExperience': f.yearOfExperience,
    'usersDto.note': f.note ?? '',
    'usersDto.currentAddress': f.currentAddress ?? '',
    'venderServiceDto.id': f.id ?? undefined,
    'venderServiceDto.VMobile': f.mobileno,
    'venderServiceDto.servicesId': f.service,
    image: f.image ?? undefined,
  };
  if (mode === 'create') Object.assign(fields, { serviceUnits: DEFAULT_UNIT, serviceRates: '0' });
  return formFields(fields);
}

function checkVendor(
  f: VendorForm,
  name: 'vendorServices.combinedCreate' | 'vendorServices.combinedUpdate',
): undefined {
  const age =
    f.age !== undefined && f.age !== ''
      ? f.age
      : f.yearOfBirth !== undefined && f.yearOfBirth !== ''
        ? ageFromYearOfBirth(f.yearOfBirth)
        : undefined;
  check(validateVendorForm({ ...f, age }), name);
  return undefined;
}

function checkLinks(
  mobile: string,
  links: ServiceLink[],
  name: 'vendorServices.bulkCreate' | 'vendorServices.bulkUpdate',
): undefined {
  check(validateServiceLinks({ mobile, selected: links }), name);
  return undefined;
}

const cleanLinks = (links: ServiceLink[]) =>
  links.map(({ id, servicesId, serviceUnits, serviceRates }) => ({
    id: id ?? 0,
    servicesId,
    serviceUnits,
    serviceRates: Number(serviceRates),
  }));

export function vendorsApi(core: Core): VendorsApi {
  const list = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q);
    return listCall<Vendor>(core, 'vendors.list', params, v.loadFailed, opts, params);
  };
  const paging = pager<Vendor, PagingPayload>(list);
  const get = (id: number, opts?: CallOptions) =>
    dataCall<VendorDetail>(core, 'vendors.get', { id }, link.loadVendorFailed, opts);
  const toggleActive = (id: number, opts?: CallOptions) =>
    mutate(core, 'vendors.toggleActive', { id }, v.statusFailed, v.statusUpdated, opts);
  /** The first list row with this mobile number (and this id, when given). */
  const findByMobile = async (mobile: string, opts?: CallOptions, id?: number) => {
    if (!mobile.trim()) return undefined;
    const search = { searchTerms: mobile, pageSize: PAGE_SIZES.dropdown };
    for await (const r of paging.iterate(search, opts))
      if (String(r.mobileNo) === mobile && (id === undefined || r.id === id)) return r;
    return undefined;
  };
  /** The vendor's list row: the list searched for the detail's mobile number. */
  const row = async (id: number, opts?: CallOptions): Promise<Vendor | undefined> => {
    const detail = await get(id, opts);
    return detail.vMobile ? findByMobile(String(detail.vMobile), opts, id) : undefined;
  };
  const read = async (id: number, opts?: CallOptions) => {
    const r = await row(id, opts);
    return { active: r?.isActive, record: r };
  };
  return {
    list,
    ...paging,
    get,
    delete: (id, opts) => mutate(core, 'vendors.delete', { id }, v.deleteFailed, v.deleted, opts),
    toggleActive,
    profile: (form, opts) =>
      mutate(core, 'vendors.profile', formFields(form), v.updateFailed, v.updated, opts),
    setActive: (id, active, opts) =>
      setActiveByToggle(
        () => read(id, opts),
        () => toggleActive(id, opts),
        isActiveOf,
        active,
        v.alreadyInState(active),
      ),
    findByMobile: (mobile, opts) => findByMobile(mobile, opts),
  };
}

export function vendorServicesApi(core: Core, users: UsersApi): VendorServicesApi {
  const list = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q);
    return listCall<VendorServiceRow>(core, 'vendorServices.list', params, vs.loadFailed, opts, params);
  };
  const api: VendorServicesApi = {
    list,
    ...pager(list),
    byMobile: (vMobile, q = {}, opts) => {
      const params = { ...pagingParams(q, { pageSize: PAGE_SIZES.vendorServicesByMobile }), vMobile };
      return listCall<VendorServiceRow>(
        core,
        'vendorServices.byMobile',
        params,
        link.loadFailed,
        opts,
        params,
      );
    },
    get: (id, opts) => dataCall<VendorServiceRow>(core, 'vendorServices.get', { id }, link.loadFailed, opts),
    delete: (id, opts) => mutate(core, 'vendorServices.delete', { id }, vs.deleteFailed, undefined, opts),
    vendorWithMainService: (id, opts) =>
      dataCall<VendorDetail>(
        core,
        'vendorServices.vendorWithMainService',
        { id },
        link.loadVendorFailed,
        opts,
      ),
    combinedCreate: async (form, opts) =>
      checkVendor(form, 'vendorServices.combinedCreate') ??
      mutate(
        core,
        'vendorServices.combinedCreate',
        vendorFormFields(form, 'create'),
        v.createFailed,
        v.created,
        opts,
      ),
    combinedUpdate: async (form, opts) =>
      checkVendor(form, 'vendorServices.combinedUpdate') ??
      mutate(
        core,
        'vendorServices.combinedUpdate',
        vendorFormFields(form, 'update'),
        v.updateFailed,
        v.updated,
        opts,
      ),
    saveVendor: (form, opts) =>
      form.vendorid !== undefined && form.vendorid !== null && form.vendorid !== ''
        ? api.combinedUpdate(form, opts)
        : api.combinedCreate(form, opts),
    toggleActive: (id, opts) =>
      mutate(core, 'vendorServices.toggleActive', { id }, vs.statusFailed, undefined, opts),
    bulkCreate: async ({ vMobile, services }, opts) =>
      checkLinks(vMobile, services, 'vendorServices.bulkCreate') ??
      mutate(
        core,
        'vendorServices.bulkCreate',
        { vMobile, services: cleanLinks(services) },
        link.saveFailed,
        link.saved,
        opts,
      ),
    bulkUpdate: async (mobile, links, opts) =>
      checkLinks(mobile, links, 'vendorServices.bulkUpdate') ??
      mutate(
        core,
        'vendorServices.bulkUpdate',
        { mobileno: mobile, body: cleanLinks(links) },
        link.saveFailed,
        link.saved,
        opts,
      ),
    setActive: (id, active, opts) =>
      setActiveByToggle(
        async () => {
          const record = await api.get(id, opts);
          return { active: record.isActive, record };
        },
        () => api.toggleActive(id, opts),
        isActiveOf,
        active,
        vs.alreadyInState(active),
      ),
    replaceLinks: async (mobile, links, opts) => {
      checkLinks(mobile, links, 'vendorServices.bulkUpdate');
      const existing = (await api.byMobile(mobile, {}, opts)).items;
      if (existing.length === 0) {
        if (vendorsWithMobile(await users.searchByMobile(mobile, opts), mobile).length === 0) {
          throw new MpaError('http', v.notFound, { status: 404, endpoint: 'users.searchByMobile' });
        }
        return api.bulkCreate({ vMobile: mobile, services: links }, opts);
      }
      const idOf = new Map(existing.map((r) => [r.servicesId, r.id]));
      return api.bulkUpdate(
        mobile,
        links.map((l) => ({ ...l, id: idOf.get(l.servicesId) ?? 0 })),
        opts,
      );
    },
  };
  return api;
}
