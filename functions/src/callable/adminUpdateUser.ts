import {
  isArchived,
  isSponsoredPlan,
  statusesAfterAdminEdit,
  type DoneResponse,
} from '@curso/common';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { changeProfile } from '../useCases/profileChanges';

/**
 * The edit dialog: names, plan, access and sponsor, with the statuses `statusesAfterAdminEdit`
 * derives (payment follows the plan, a pending sponsored plan is approved, an unapproval forgets
 * the approval email). The email has its own callable, `updateUserEmail`.
 */
export const adminUpdateUser = callable(
  'adminUpdateUser',
  { access: 'admin', edition: true },
  async ({ userId, sponsor, ...edit }, { uid, edition }): Promise<DoneResponse> => {
    await changeProfile(userId, { action: 'profile_update', actor: uid }, (current) => {
      if (isArchived(current)) throw new Refusal('user-archived');
      return {
        ...edit,
        sponsor: isSponsoredPlan(edition, edit.plan_name) ? sponsor : null,
        ...statusesAfterAdminEdit(current, edit, edition),
      };
    });
    return { success: true };
  },
);
