import type { Command } from 'commander';
import type { Service, ServiceForm } from '@marketplace-admin/sdk';
import { boolOpt, idArg } from '../../args';
import { addOutputOptions } from '../../output/index';

/** The form flags of create and update, checked; unset ones keep the current value on update. */
export interface ServiceFields {
  name?: string;
  description?: string;
  parentId?: number;
  active?: boolean;
  featured?: boolean;
}

export function addFormOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'service name (required)')
      .option('--description <text>', 'description (at most 1000 characters)')
      .option('--parent <id>', 'parent service id (sub-services nest up to 3 levels)')
      .option('--active <bool>', 'true or false (default true)')
      .option('--featured <bool>', 'true or false (default false)'),
  );
}

export function fieldsOf(flags: Record<string, any>): ServiceFields {
  return {
    name: flags.name,
    description: flags.description,
    parentId: flags.parent !== undefined ? idArg(flags.parent, '--parent') : undefined,
    active: boolOpt(flags.active, '--active'),
    featured: boolOpt(flags.featured, '--featured'),
  };
}

export function formOf(o: ServiceFields, base?: Service): ServiceForm {
  return {
    name: o.name ?? base?.name ?? '',
    description: o.description ?? base?.description ?? '',
    parentId: o.parentId ?? base?.parentId ?? null,
    isActive: o.active ?? (base ? base.status === 'A' : true),
    isFeatured: o.featured ?? base?.isFeatured ?? false,
  };
}
