import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdApprove } from './approve';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdList } from './list';
import { newCmdReject } from './reject';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('redemptions')
    .description('redemption requests (Pending, Approved, Rejected)');
  examples(noun, ['mpa redemptions list', 'mpa redemptions approve --all-pending --note "Paid"']);
  newCmdList(noun, f);
  newCmdApprove(noun, f);
  newCmdReject(noun, f);
  newCmdDelete(noun, f);
  newCmdExport(noun, f);
}
