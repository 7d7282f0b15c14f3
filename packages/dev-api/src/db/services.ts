import type { Files } from '../files';
import { b, type Db, type Row } from './client';

export const MAX_SERVICE_DEPTH = 3;

export interface ServiceNode {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  status: string;
  isActive: boolean;
  isFeatured: boolean;
  ord: number;
  iconImagePath: string | null;
  bannerImagePath: string | null;
  category: string;
  level: number;
  createdAt: string;
  updatedAt: string;
  subServices: ServiceNode[];
}

/** A service as answered: exactly spec §3 "Service", sub-services nested the same way. */
export function serviceShape(n: ServiceNode): Record<string, unknown> {
  return {
    id: n.id,
    name: n.name,
    description: n.description,
    parentId: n.parentId,
    status: n.status,
    isFeatured: n.isFeatured,
    ord: n.ord,
    iconImagePath: n.iconImagePath,
    bannerImagePath: n.bannerImagePath,
    subServices: n.subServices.map(serviceShape),
    category: n.category,
  };
}

/** The whole services table as a tree (it is small: a few hundred rows at most). */
export class ServiceTree {
  readonly byId = new Map<number, ServiceNode>();
  readonly roots: ServiceNode[] = [];

  constructor(rows: Row[], files: Files) {
    for (const r of rows) {
      this.byId.set(Number(r.id), {
        id: Number(r.id),
        name: String(r.name),
        description: String(r.description ?? ''),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        status: String(r.status),
        isActive: r.status === 'A',
        isFeatured: b(r.is_featured),
        ord: Number(r.ord),
        iconImagePath: files.url(r.icon_path as string | null),
        bannerImagePath: files.url(r.banner_path as string | null),
        category: String(r.category),
        level: 1,
        createdAt: String(r.created_at),
        updatedAt: String(r.updated_at),
        subServices: [],
      });
    }
    for (const node of this.byId.values()) {
      const parent = node.parentId === null ? undefined : this.byId.get(node.parentId);
      if (parent) parent.subServices.push(node);
      else this.roots.push(node);
    }
    const byOrd = (a: ServiceNode, c: ServiceNode): number =>
      a.ord - c.ord || a.name.localeCompare(c.name) || a.id - c.id;
    const walk = (nodes: ServiceNode[], level: number): void => {
      nodes.sort(byOrd);
      for (const n of nodes) {
        n.level = level;
        walk(n.subServices, level + 1);
      }
    };
    walk(this.roots, 1);
  }

  static async load(db: Db, files: Files): Promise<ServiceTree> {
    return new ServiceTree(await db.all('SELECT * FROM services'), files);
  }

  /** Levels below this node (0 for a leaf). */
  height(node: ServiceNode): number {
    return node.subServices.reduce((h, c) => Math.max(h, 1 + this.height(c)), 0);
  }

  isInSubtree(node: ServiceNode, id: number): boolean {
    return node.id === id || node.subServices.some((c) => this.isInSubtree(c, id));
  }

  /** Nodes matching the term, their ancestors (as the path to them), and the full subtree under a match. */
  prune(nodes: ServiceNode[], term: string): ServiceNode[] {
    const t = term.toLowerCase();
    const out: ServiceNode[] = [];
    for (const n of nodes) {
      if (n.name.toLowerCase().includes(t) || n.description.toLowerCase().includes(t)) out.push(n);
      else {
        const kids = this.prune(n.subServices, t);
        if (kids.length) out.push({ ...n, subServices: kids });
      }
    }
    return out;
  }
}
