import { badRequest, conflict, notFound } from '../http/envelope';
import type { Fields } from '../http/fields';
import { PAGING_QUERY, parsePaging, type Paging } from '../http/paging';
import { FORM, type Ctx, type Router } from '../http/router';
import { bool, id, idField, int, oneOf, str } from '../http/validate';
import { MAX_SERVICE_DEPTH, serviceShape, ServiceTree, type ServiceNode } from '../db/services';

const SORT = new Map<string, (a: ServiceNode, b: ServiceNode) => number>([
  ['name', (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })],
  ['ord', (a, b) => a.ord - b.ord],
  ['order', (a, b) => a.ord - b.ord],
  ['id', (a, b) => a.id - b.id],
  ['status', (a, b) => a.status.localeCompare(b.status)],
  ['isfeatured', (a, b) => Number(a.isFeatured) - Number(b.isFeatured)],
  ['createdat', (a, b) => a.createdAt.localeCompare(b.createdAt)],
]);
const SORT_SPEC = { sortKeys: Object.fromEntries([...SORT.keys()].map((k) => [k, k])), defaultSort: 'name' };

function pageOf<T>(all: T[], p: Paging): { items: T[]; totalCount: number; page: number; pageSize: number } {
  return {
    items: all.slice(p.offset, p.offset + p.pageSize),
    totalCount: all.length,
    page: p.page,
    pageSize: p.pageSize,
  };
}

function sorted(nodes: ServiceNode[], p: Paging): ServiceNode[] {
  const cmp = SORT.get(p.sortKey)!;
  return [...nodes].sort((a, b) => (p.desc ? -1 : 1) * (cmp(a, b) || a.id - b.id));
}

async function getNode(ctx: Ctx, raw: string): Promise<{ tree: ServiceTree; node: ServiceNode }> {
  const tree = await ServiceTree.load(ctx.db, ctx.files);
  const node = tree.byId.get(id(raw));
  if (!node) throw notFound(`Service ${raw} not found`);
  return { tree, node };
}

function parentIdOf(f: Fields): number | null | undefined {
  const v = f.get(['parentId', 'parentServiceId']);
  if (v === undefined) return undefined;
  if (
    v === null ||
    (typeof v === 'string' && ['', 'null', 'undefined', '0'].includes(v.trim().toLowerCase())) ||
    v === 0
  )
    return null;
  return id(v, 'parentId');
}

function statusOf(f: Fields): string | undefined {
  const st = oneOf(f, 'status', ['A', 'I'] as const);
  if (st) return st;
  const active = bool(f, 'isActive');
  return active === undefined ? undefined : active ? 'A' : 'I';
}

async function saveImages(ctx: Ctx, f: Fields): Promise<{ icon?: string; banner?: string }> {
  const icon = f.files((k) => k.includes('icon'))[0];
  const banner = f.files((k) => k.includes('banner'))[0];
  return {
    icon: icon ? await ctx.files.save(icon, 'icon') : undefined,
    banner: banner ? await ctx.files.save(banner, 'banner') : undefined,
  };
}

async function reload(ctx: Ctx, sid: number): Promise<Record<string, unknown>> {
  return serviceShape((await ServiceTree.load(ctx.db, ctx.files)).byId.get(sid)!);
}

export function registerServices(r: Router): void {
  r.get(
    '/Services/v1',
    async (req, ctx) => {
      const p = parsePaging(req.query, SORT_SPEC);
      const tree = await ServiceTree.load(ctx.db, ctx.files);
      let nodes = tree.roots;
      if (p.search) nodes = tree.prune(nodes, p.search);
      const page = pageOf(sorted(nodes, p), p);
      return { data: { ...page, items: page.items.map(serviceShape) } };
    },
    { query: PAGING_QUERY },
  );

  r.get(
    '/Services/v1/root-level-active-only',
    async (req, ctx) => {
      const p = parsePaging(req.query, SORT_SPEC);
      const tree = await ServiceTree.load(ctx.db, ctx.files);
      const t = p.search.toLowerCase();
      const roots = tree.roots.filter((n) => n.status === 'A' && (!t || n.name.toLowerCase().includes(t)));
      const page = pageOf(sorted(roots, p), p);
      // spec §7: items of id and name
      return { data: { ...page, items: page.items.map(({ id: sid, name }) => ({ id: sid, name })) } };
    },
    { query: PAGING_QUERY },
  );

  r.get('/Services/v1/{id}', async (req, ctx) => ({
    data: serviceShape((await getNode(ctx, req.params.id)).node),
  }));

  r.post(
    '/Services/v1',
    async (req, ctx) => {
      const f = await req.body();
      const name = str(f, 'name', { required: 'Service name is required', max: 200 })!;
      const description = str(f, 'description', { max: 1000 }) ?? '';
      const parentId = parentIdOf(f) ?? null;
      const status = statusOf(f) ?? 'A';
      const isFeatured = bool(f, 'isFeatured') ?? false;
      const category = str(f, 'category', { max: 20 }) || 'HS';
      let ord = int(f, ['ord', 'order'], { min: 0 });
      const tree = await ServiceTree.load(ctx.db, ctx.files);
      if (parentId !== null) {
        const parent = tree.byId.get(parentId);
        if (!parent) throw notFound(`Parent service ${parentId} not found`);
        if (parent.level >= MAX_SERVICE_DEPTH)
          throw badRequest(`Services nest up to ${MAX_SERVICE_DEPTH} levels`);
      }
      const siblings = parentId === null ? tree.roots : tree.byId.get(parentId)!.subServices;
      ord ??= siblings.reduce((m, s) => Math.max(m, s.ord), 0) + 1;
      const img = await saveImages(ctx, f);
      const now = new Date().toISOString();
      const { lastId } = await ctx.db.run(
        `INSERT INTO services(name, description, parent_id, status, is_featured, ord, icon_path, banner_path, category, created_at, updated_at)
       VALUES(?,?,?,?,?,?,?,?,?,?,?)`,
        [
          name,
          description,
          parentId,
          status,
          isFeatured ? 1 : 0,
          ord,
          img.icon ?? null,
          img.banner ?? null,
          category,
          now,
          now,
        ],
      );
      return { status: 201, message: 'Service created successfully', data: await reload(ctx, lastId) };
    },
    FORM,
  );

  r.put(
    '/Services/v1/{id}',
    async (req, ctx) => {
      const { tree, node } = await getNode(ctx, req.params.id);
      const f = await req.body();
      const name = str(f, 'name', { max: 200 });
      if (name === '') throw badRequest('Service name is required');
      const description = str(f, 'description', { max: 1000 });
      const parentId = parentIdOf(f);
      const status = statusOf(f);
      const isFeatured = bool(f, 'isFeatured');
      const category = str(f, 'category', { max: 20 });
      const ord = int(f, ['ord', 'order'], { min: 0 });
      if (parentId !== undefined && parentId !== node.parentId) {
        if (parentId !== null) {
          const parent = tree.byId.get(parentId);
          if (!parent) throw notFound(`Parent service ${parentId} not found`);
          if (tree.isInSubtree(node, parentId))
            throw badRequest('A service cannot be moved under itself or its sub-services');
          if (parent.level + 1 + tree.height(node) > MAX_SERVICE_DEPTH)
            throw badRequest(`Services nest up to ${MAX_SERVICE_DEPTH} levels`);
        }
      }
      const img = await saveImages(ctx, f);
      const sets: string[] = [];
      const args: (string | number | null)[] = [];
      const set = (col: string, v: string | number | null | undefined): void => {
        if (v !== undefined) {
          sets.push(`${col}=?`);
          args.push(v);
        }
      };
      set('name', name);
      set('description', description);
      set('parent_id', parentId);
      set('status', status);
      set('is_featured', isFeatured === undefined ? undefined : isFeatured ? 1 : 0);
      set('category', category || undefined);
      set('ord', ord);
      set('icon_path', img.icon);
      set('banner_path', img.banner);
      set('updated_at', new Date().toISOString());
      await ctx.db.run(`UPDATE services SET ${sets.join(', ')} WHERE id=?`, [...args, node.id]);
      return { message: 'Service updated successfully', data: await reload(ctx, node.id) };
    },
    FORM,
  );

  r.del('/Services/v1/{id}', async (req, ctx) => {
    const { node } = await getNode(ctx, req.params.id);
    if (node.subServices.length)
      throw conflict('Cannot remove service with sub-services. Please remove sub-services first.');
    await ctx.db.batch([
      { sql: 'UPDATE users SET main_service_id=NULL WHERE main_service_id=?', args: [node.id] },
      { sql: 'DELETE FROM vendor_services WHERE service_id=?', args: [node.id] },
      { sql: 'DELETE FROM services WHERE id=?', args: [node.id] },
    ]);
    return { message: 'Service removed successfully', data: { id: node.id } };
  });

  r.post('/Services/v1/reorder', async (req, ctx) => {
    const list = (await req.body()).list();
    if (!list || list.length === 0) throw badRequest('A list of {id, order} is required');
    const tree = await ServiceTree.load(ctx.db, ctx.files);
    const changes = list.map((x, i) => {
      if (!x || typeof x !== 'object') throw badRequest(`Item ${i + 1} must be an object {id, order}`);
      const o = x as Record<string, unknown>;
      const sid = id(o.id ?? o.serviceId, `item ${i + 1} id`);
      const order = o.order ?? o.ord;
      if (typeof order !== 'number' && !(typeof order === 'string' && /^\d+$/.test(order)))
        throw badRequest(`Item ${i + 1} order must be a non-negative integer`);
      if (!Number.isInteger(Number(order)) || Number(order) < 0)
        throw badRequest(`Item ${i + 1} order must be a non-negative integer`);
      if (!tree.byId.has(sid)) throw notFound(`Service ${sid} not found`);
      return {
        sql: 'UPDATE services SET ord=?, updated_at=? WHERE id=?',
        args: [Number(order), new Date().toISOString(), sid],
      };
    });
    await ctx.db.batch(changes);
    return { message: 'Services reordered', data: list };
  });

  r.put('/Services/v1/set-featured', async (req, ctx) => {
    const f = await req.body();
    const sid = idField(f, ['serviceId', 'id'])!;
    const isFeatured = bool(f, 'isFeatured', { required: true })!;
    const { changes } = await ctx.db.run('UPDATE services SET is_featured=?, updated_at=? WHERE id=?', [
      isFeatured ? 1 : 0,
      new Date().toISOString(),
      sid,
    ]);
    if (!changes) throw notFound(`Service ${sid} not found`);
    return { message: 'Featured status updated', data: await reload(ctx, sid) };
  });

  r.put('/Services/v1/{id}/status', async (req, ctx) => {
    const sid = id(req.params.id);
    const f = await req.body();
    const status = oneOf(f, 'status', ['A', 'I'] as const, { required: 'status is required (A or I)' })!;
    const { changes } = await ctx.db.run('UPDATE services SET status=?, updated_at=? WHERE id=?', [
      status,
      new Date().toISOString(),
      sid,
    ]);
    if (!changes) throw notFound(`Service ${sid} not found`);
    return { message: 'Service status updated', data: await reload(ctx, sid) };
  });
}
