import type { Command } from 'commander';
import { catalogue, type MpaClient, type VendorDetail, type VendorForm } from '@marketplace-admin/sdk';
import { idArg } from '../../args';
import { examples, handler } from '../../command';
import { checkRule, CliError, UsageError } from '../../errors';
import { addListOptions, runList, type ListOpts } from '../../list';
import { addOutputOptions, printRecord, printResult, printRows, type OutputOpts } from '../../output/index';

const COLUMNS = ['id', 'name', 'mobileNo', 'email', 'gender', 'yearOfExperience', 'mainService', 'isActive'];

interface FormOpts extends OutputOpts {
  name?: string;
  mobile?: string;
  email?: string;
  gender?: string;
  age?: string;
  yearOfBirth?: string;
  experience?: string;
  service?: string;
  address?: string;
  note?: string;
  linkId?: string;
}

function formOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'name (required)')
      .option('--mobile <mobile>', 'mobile number, 10 digits (required)')
      .option('--email <email>', 'email (optional)')
      .option('--gender <m|f|o>', 'gender (required)')
      .option('--age <n>', 'age (or --year-of-birth)')
      .option('--year-of-birth <yyyy>', 'year of birth (or --age)')
      .option('--experience <n>', 'years of experience (>= 0)')
      .option('--service <id>', 'main service id (required)')
      .option('--address <text>', 'current address')
      .option('--note <text>', 'description'),
  );
}

/** Update: options not given keep the vendor's current values. */
function withCurrent(o: FormOpts, d: VendorDetail): FormOpts {
  return {
    ...o,
    name: o.name ?? d.venderName,
    mobile: o.mobile ?? d.vMobile,
    email: o.email ?? d.venderEmail ?? undefined,
    gender: o.gender ?? d.venderGender,
    age: o.age ?? (o.yearOfBirth === undefined && d.venderAge !== undefined && d.venderAge !== null ? String(d.venderAge) : undefined),
    experience: o.experience ?? (d.yearOfExperience !== undefined && d.yearOfExperience !== null ? String(d.yearOfExperience) : undefined),
    service: o.service ?? (d.servicesId !== undefined && d.servicesId !== null ? String(d.servicesId) : undefined),
    address: o.address ?? d.currentAddress ?? undefined,
    note: o.note ?? d.note ?? undefined,
  };
}

async function vendorForm(o: FormOpts, vendorid?: number): Promise<VendorForm> {
  const { sanitizeMobile, validateVendorForm, ageFromYearOfBirth } = await import('@marketplace-admin/sdk');
  const gender = (o.gender ?? '').toLowerCase();
  if (gender && !['m', 'f', 'o'].includes(gender)) throw new UsageError(`--gender must be m, f or o (got '${o.gender}')`);
  if (o.experience !== undefined && !(Number(o.experience) >= 0)) throw new UsageError('--experience must be 0 or more');
  const form: VendorForm = {
    vendorid: vendorid ?? null,
    id: o.linkId ? idArg(o.linkId, '--link-id') : null,
    name: o.name ?? '',
    mobileno: sanitizeMobile(o.mobile ?? ''),
    email: o.email,
    gender: gender as VendorForm['gender'],
    age: o.age,
    yearOfBirth: o.yearOfBirth,
    yearOfExperience: o.experience ?? 0,
    service: o.service ?? '',
    currentAddress: o.address,
    note: o.note,
  };
  const age = form.age ?? (form.yearOfBirth ? ageFromYearOfBirth(form.yearOfBirth) : undefined);
  checkRule(validateVendorForm({ ...form, age }));
  return form;
}

/** Sets the vendor's active flag: toggles only when it differs (the toggle endpoint flips it). */
async function setActive(client: MpaClient, id: number, active: boolean): Promise<{ message: string; data: unknown }> {
  const before = (await client.vendors.get(id)) as VendorDetail & { isActive?: boolean };
  if (before.isActive === active) return { message: `Vendor ${id} is already ${active ? 'active' : 'inactive'}`, data: before };
  const res = await client.vendors.toggleActive(id);
  const now = (res.data as { isActive?: boolean } | undefined)?.isActive;
  if (now === !active) return client.vendors.toggleActive(id);
  return res;
}

export function register(program: Command): void {
  const noun = program.command('vendors').description('vendors (create and update go through the combined vendor form)');
  examples(noun, ['mpa vendors list --search ravi', 'mpa vendors get 12']);

  examples(
    addListOptions(noun.command('list').description('list vendors; sort keys: vendorname, mobileno, service, gender, yearOfBirth, yearOfExperience')).action(
      handler<[], ListOpts>(async (ctx, o) => {
        const client = await ctx.client();
        await runList(ctx, o, COLUMNS, (q) => client.vendors.list({ page: q.page, pageSize: q.pageSize, searchTerms: q.search, sortBy: q.sortBy, sortDescending: q.sortDescending }));
      }),
    ),
    ['mpa vendors list --sort yearOfExperience --desc --page-size 20', 'mpa vendors list --all --format csv > vendors.csv'],
  );

  examples(
    addOutputOptions(noun.command('get <id>').description('vendor details')).action(
      handler<[string], OutputOpts>(async (ctx, o, id) => printRecord(ctx, await (await ctx.client()).vendors.get(idArg(id)), o)),
    ),
    ['mpa vendors get 12 --format json'],
  );

  examples(
    formOptions(noun.command('create').description('create a vendor with a main service (unit piece, rate 0)')).action(
      handler<[], FormOpts>(async (ctx, o) => printResult(ctx, await (await ctx.client()).vendorServices.saveVendor(await vendorForm(o)), o)),
    ),
    ['mpa vendors create --name "Ravi Kumar" --mobile 9876543210 --gender m --age 34 --service 2 --experience 5'],
  );

  examples(
    formOptions(noun.command('update <vendorId>').description('update a vendor (options not given keep their current values)').option('--link-id <id>', 'the vendor-service row id of the main service')).action(
      handler<[string], FormOpts>(async (ctx, o, id) => {
        const n = idArg(id);
        const client = await ctx.client();
        const form = await vendorForm(withCurrent(o, await client.vendors.get(n)), n);
        await printResult(ctx, await client.vendorServices.saveVendor(form), o);
      }),
    ),
    ['mpa vendors update 12 --name "Ravi K"', 'mpa vendors update 12 --experience 9 --address "4 Lake Road"'],
  );

  examples(
    addOutputOptions(noun.command('delete <id>').description('delete a vendor').option('--yes', 'do not ask for confirmation')).action(
      handler<[string], OutputOpts & { yes?: boolean }>(async (ctx, o, id) => {
        const n = idArg(id);
        const { catalogue } = await import('@marketplace-admin/sdk');
        if (!(await ctx.confirm(catalogue.vendors.confirmDelete, o.yes))) return 1;
        await printResult(ctx, await (await ctx.client()).vendors.delete(n), o);
      }),
    ),
    ['mpa vendors delete 12 --yes'],
  );

  for (const [verb, active] of [['activate', true], ['deactivate', false]] as const) {
    examples(
      addOutputOptions(noun.command(`${verb} <id>`).description(`${verb} a vendor`)).action(
        handler<[string], OutputOpts>(async (ctx, o, id) => printResult(ctx, await setActive(await ctx.client(), idArg(id), active), o)),
      ),
      [`mpa vendors ${verb} 12`],
    );
  }

  examples(
    addOutputOptions(noun.command('services <mobile>').description("a vendor's linked services (by mobile number)")).action(
      handler<[string], OutputOpts>(async (ctx, o, mobile) => {
        const page = await (await ctx.client()).vendorServices.byMobile(mobile);
        await printRows(ctx, page.items, o, ['id', 'serviceName', 'servicesId', 'serviceUnits', 'serviceRates', 'isActive']);
      }),
    ),
    ['mpa vendors services 9876543210'],
  );

  examples(
    addOutputOptions(
      noun
        .command('link <mobile> <serviceId:unit:rate...>')
        .description(`link services to a vendor, replacing its links; units: lumsum, feet, Sqfeet, runfeet, kg, day, hour, piece`),
    ).action(
      handler<[string, string[]], OutputOpts>(async (ctx, o, mobile, specs) => {
        const links = specs.map((s) => {
          const [sid, unit, rate] = s.split(':');
          if (!sid || !unit || rate === undefined) throw new UsageError(`Expected serviceId:unit:rate, got '${s}'`);
          return { servicesId: idArg(sid, 'serviceId'), serviceUnits: unit, serviceRates: Number(rate) };
        });
        const { validateServiceLinks } = await import('@marketplace-admin/sdk');
        checkRule(validateServiceLinks({ mobile, selected: links }));
        const client = await ctx.client();
        const existing = await client.vendorServices.byMobile(mobile);
        const byService = new Map(existing.items.map((r) => [r.servicesId, r.id]));
        const withIds = links.map((l) => ({ ...l, id: byService.get(l.servicesId) ?? 0 }));
        if (!existing.items.length && !(await client.users.searchByMobile(mobile)).length) throw new CliError(catalogue.vendors.notFound);
        await printResult(ctx, await client.vendorServices.bulkUpdate(mobile, withIds), o);
      }),
    ),
    ['mpa vendors link 9876543210 2:piece:499 7:hour:250'],
  );
}
