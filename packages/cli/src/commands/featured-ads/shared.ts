import type { Command } from 'commander';
import type { FeaturedAdForm } from '@marketplace-admin/sdk';
import { imageFile } from '../../args';
import { addOutputOptions } from '../../output/index';

/** The form flags of create and update; unset ones take the defaults (create) or keep the ad's values (update). */
export interface AdFields {
  start?: string;
  end?: string;
  priority?: string;
  /** Image file. */
  image?: string;
}

export function addFormOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--start <date-time>', 'start (default: now)')
      .option('--end <date-time>', 'end (default: one year after the start)')
      .option('--priority <n>', 'priority, 1 or more (default 1)')
      .option('--image <file>', 'image file'),
  );
}

export function fieldsOf(flags: Record<string, any>): AdFields {
  return { start: flags.start, end: flags.end, priority: flags.priority, image: flags.image };
}

/** The form to send, checked with the spec's rules (§5). */
export async function adForm(
  o: AdFields,
  base?: { StartDate: string; EndDate: string; Priority: number },
): Promise<FeaturedAdForm> {
  const { checkRule, featuredAdDefaults, validateFeaturedAdForm } = await import('@marketplace-admin/sdk');
  const d = featuredAdDefaults();
  const form: FeaturedAdForm = {
    StartDate: o.start ?? base?.StartDate ?? d.StartDate,
    EndDate: o.end ?? base?.EndDate ?? d.EndDate,
    Priority: o.priority ?? base?.Priority ?? d.Priority,
  };
  if (o.image) form.Image = await imageFile(o.image);
  checkRule(validateFeaturedAdForm({ ...form, Image: form.Image as File | undefined }));
  return form;
}
