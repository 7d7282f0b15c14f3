import { catalogue } from '../catalogue';
import type { Core } from '../core';
import type { CallOptions, Page, PagingPayload } from '../types/common';
import type { User } from '../types/users';
import { dataCall, listCall, mutate, pager, pagingParams, type AutoPaging, type Mutation } from './shared';

const t = catalogue.users;

/** Users. */
export interface UsersApi extends AutoPaging<User, PagingPayload> {
  /** GET /Users/v1 */
  list(q?: PagingPayload, opts?: CallOptions): Promise<Page<User>>;
  /** GET /Users/v1/search-by-mobile (mobile, role fixed to V). */
  searchByMobile(mobile: string, opts?: CallOptions): Promise<User[]>;
  /** GET /Users/v1/mobile/{mobileno} */
  getByMobile(mobileno: string, opts?: CallOptions): Promise<User>;
  /** GET /Users/v1/all-mobile/{mobileno} */
  getAllByMobile(mobileno: string, opts?: CallOptions): Promise<User[]>;
  /** POST /Users/v1 */
  create(body: Record<string, unknown>, opts?: CallOptions): Promise<Mutation<User>>;
  /** POST /Users/v1/create-user-login */
  createLogin(body: Record<string, unknown>, opts?: CallOptions): Promise<Mutation>;
}

const asList = <T>(d: unknown): T[] =>
  Array.isArray(d)
    ? (d as T[])
    : d && typeof d === 'object' && Array.isArray((d as { items?: unknown }).items)
      ? (d as { items: T[] }).items
      : d
        ? [d as T]
        : [];

export function usersApi(core: Core): UsersApi {
  const list = (q: PagingPayload = {}, opts?: CallOptions) => {
    const params = pagingParams(q, { sortBy: 'name' });
    return listCall<User>(core, 'users.list', params, t.loadFailed, opts, params);
  };
  return {
    list,
    ...pager(list),
    searchByMobile: async (mobile, opts) =>
      asList<User>(await dataCall(core, 'users.searchByMobile', { mobile, role: 'V' }, t.loadFailed, opts)),
    getByMobile: (mobileno, opts) =>
      dataCall<User>(core, 'users.getByMobile', { mobileno }, t.loadFailed, opts),
    getAllByMobile: async (mobileno, opts) =>
      asList<User>(await dataCall(core, 'users.getAllByMobile', { mobileno }, t.loadFailed, opts)),
    create: (body, opts) => mutate<User>(core, 'users.create', body, t.createFailed, undefined, opts),
    createLogin: (body, opts) => mutate(core, 'users.createLogin', body, t.createFailed, undefined, opts),
  };
}
