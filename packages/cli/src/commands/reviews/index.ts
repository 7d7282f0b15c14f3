import type { Command } from 'commander';
import { examples } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdApprove } from './approve';
import { newCmdDelete } from './delete';
import { newCmdExport } from './export';
import { newCmdFlagged } from './flagged';
import { newCmdList } from './list';
import { newCmdReject } from './reject';
import { newCmdResolve } from './resolve';

export function register(program: Command, f: Factory): void {
  const noun = program
    .command('reviews')
    .description('review moderation (pending, approved, rejected; flags)');
  examples(noun, ['mpa reviews list', 'mpa reviews approve --all-pending']);
  newCmdList(noun, f);
  newCmdApprove(noun, f);
  newCmdReject(noun, f);
  newCmdDelete(noun, f);
  newCmdFlagged(noun, f);
  newCmdResolve(noun, f);
  newCmdExport(noun, f);
}
